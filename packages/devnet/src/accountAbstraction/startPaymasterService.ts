import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import { type Address, isAddress } from 'viem'
import {
  answerPreflight,
  corsHeaders,
  readCappedBody,
  refuse,
} from '../http/loopbackHttp.ts'
import { isAllowedOrigin } from '../isAllowedOrigin.ts'
import { accountAbstractionAccounts } from './accountAbstractionAccounts.ts'
import {
  answerPaymasterRequest,
  type PaymasterAnswer,
  type PaymasterPolicy,
} from './answerPaymasterRequest.ts'

export type StartPaymasterServiceParameters = {
  /** The chain it sponsors on (the one `deployAccountAbstraction` set up). */
  chainId: number
  /** The paths a dev server's proxy keeps, besides `/`, e.g. `/devnet/paymaster/13370`. */
  paths?: readonly string[] | undefined
  /** The page origins let in besides Node clients; see `isAllowedOrigin`. */
  origins?: readonly string[] | undefined
  /** How it answers at first; `'sponsor'` by default. */
  policy?: PaymasterPolicy | undefined
  /** The sponsor named to wallets; `'Latch Devnet'` by default. */
  sponsorName?: string | undefined
  /** A fixed port; by default a free loopback port is picked. */
  port?: number | undefined
}

export type PaymasterService = {
  /** Its ERC-7677 JSON-RPC endpoint, on loopback. */
  url: string
  /** How it answers now. */
  readonly policy: PaymasterPolicy
  /**
   * Scripts its next answers: sponsor, refuse (a JSON-RPC error), fail (a
   * 500); for every sender, or for one (`sender`), which then keeps its own
   * until set again. Node clients of `url` can do the same with the JSON-RPC
   * request `devnet_setPaymasterPolicy` `[policy, sender?]` (pages cannot:
   * it is a method not found for any request with an `Origin`).
   */
  setPolicy: (
    policy: PaymasterPolicy,
    options?: { sender?: Address | undefined },
  ) => void
  /** How many requests of each method it answered with a result. */
  readonly answered: {
    pm_getPaymasterStubData: number
    pm_getPaymasterData: number
  }
  stop: () => Promise<void>
}

/** The largest request body it reads: a UserOperation with 60 KiB of calldata. */
const maxBodyBytes = 64 * 1024

/**
 * Starts the devnet's ERC-7677 paymaster service on loopback: it answers
 * `pm_getPaymasterStubData` and `pm_getPaymasterData` for the devnet's
 * paymaster contract, signing with the devnet's paymaster key, under a policy
 * a test scripts. Only Node clients and the pages of `origins` get in.
 */
export async function startPaymasterService(
  parameters: StartPaymasterServiceParameters,
): Promise<PaymasterService> {
  const { chainId, origins } = parameters
  const paths = new Set(['/', ...(parameters.paths ?? [])])
  const sponsorName = parameters.sponsorName ?? 'Latch Devnet'
  const { paymasterSigner: signer } = accountAbstractionAccounts()
  let policy: PaymasterPolicy = parameters.policy ?? 'sponsor'
  // By sender, in lower case: a test scripts its own account's answers
  // while others, in parallel, are sponsored.
  const policies = new Map<string, PaymasterPolicy>()
  const setPolicy: PaymasterService['setPolicy'] = (next, options = {}) => {
    if (options.sender) policies.set(options.sender.toLowerCase(), next)
    else {
      policies.clear()
      policy = next
    }
  }
  const answered = { pm_getPaymasterStubData: 0, pm_getPaymasterData: 0 }

  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    if (!isAllowedOrigin(req, origins))
      return refuse(res, 403, 'Origin not allowed')
    let path: string
    try {
      path = new URL(req.url ?? '/', 'http://service').pathname
    } catch {
      return refuse(res, 400, 'Bad request target')
    }
    if (!paths.has(path)) return refuse(res, 404, 'No service at this path')
    if (answerPreflight(req, res)) return
    const cors = corsHeaders(req)
    if (req.method !== 'POST')
      return refuse(res, 405, 'Only POST', { ...cors, allow: 'POST, OPTIONS' })
    const body = await readCappedBody(req, maxBodyBytes)
    if (body === 'too-large')
      return refuse(res, 413, 'The request is too large', cors)
    if (body === 'malformed')
      return refuse(res, 400, 'The body is not UTF-8', cors)
    const answer =
      (req.headers.origin === undefined && answerControl(body, setPolicy)) ||
      (await answerPaymasterRequest({
        body,
        chainId,
        policy: (sender) => policies.get(sender.toLowerCase()) ?? policy,
        signer,
        sponsorName,
      }))
    if (answer.answered) answered[answer.answered]++
    res.writeHead(answer.status, {
      ...cors,
      'content-type': answer.status === 500 ? 'text/plain' : 'application/json',
    })
    res.end(answer.body)
  }

  const server = createServer((req, res) => {
    // Whatever happens in there is this request's 500, never a rejection
    // into the process `npm start` runs in.
    serve(req, res).catch(() => refuse(res, 500, 'The service failed'))
  })
  // What a client can make it hold: a body of `maxBodyBytes`, for 10 s, on
  // one of 64 connections.
  server.requestTimeout = 10_000
  server.headersTimeout = 10_000
  server.maxConnections = 64
  server.on('clientError', (_, socket) => socket.destroy())

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    get policy() {
      return policy
    },
    setPolicy,
    get answered() {
      return { ...answered }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const policyNames: readonly string[] = ['sponsor', 'refuse', 'fail']

// `devnet_setPaymasterPolicy` `[policy, sender?]`, from a Node client; any
// other request is the ERC-7677 service's (`undefined`).
function answerControl(
  body: string,
  setPolicy: PaymasterService['setPolicy'],
): PaymasterAnswer | undefined {
  let request: unknown
  try {
    request = JSON.parse(body)
  } catch {
    return undefined
  }
  if (
    typeof request !== 'object' ||
    request === null ||
    (request as { method?: unknown }).method !== 'devnet_setPaymasterPolicy'
  )
    return undefined
  const { id = null, params } = request as { id?: unknown; params?: unknown }
  const [policy, sender] = Array.isArray(params) ? params : []
  const answer = (result: object) => ({
    status: 'error' in result ? 400 : 200,
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: typeof id === 'string' || typeof id === 'number' ? id : null,
      ...result,
    }),
  })
  if (
    typeof policy !== 'string' ||
    !policyNames.includes(policy) ||
    (sender !== undefined &&
      (typeof sender !== 'string' || !isAddress(sender, { strict: false })))
  )
    return answer({
      error: {
        code: -32_602,
        message:
          "Invalid params: expected ['sponsor' | 'refuse' | 'fail', sender address?].",
      },
    })
  setPolicy(policy as PaymasterPolicy, {
    sender: sender as Address | undefined,
  })
  return answer({ result: null })
}
