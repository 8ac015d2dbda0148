import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http'
import { isAllowedOrigin } from '../isAllowedOrigin.ts'
import { accountAbstractionAccounts } from './accountAbstractionAccounts.ts'
import {
  answerPaymasterRequest,
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
  /** Scripts its next answers: sponsor, refuse (a JSON-RPC error), fail (a 500). */
  setPolicy: (policy: PaymasterPolicy) => void
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
    // The one origin let in, never `*`.
    const { origin } = req.headers
    const cors: OutgoingHttpHeaders = origin
      ? { 'access-control-allow-origin': origin, vary: 'Origin' }
      : {}
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '600',
      })
      return res.end()
    }
    if (req.method !== 'POST')
      return refuse(res, 405, 'Only POST', { ...cors, allow: 'POST, OPTIONS' })
    const body = await readBody(req)
    if (body === 'too-large')
      return refuse(res, 413, 'The request is too large', cors)
    if (body === 'malformed')
      return refuse(res, 400, 'The body is not UTF-8', cors)
    const answer = await answerPaymasterRequest({
      body,
      chainId,
      policy,
      signer,
      sponsorName,
    })
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
    setPolicy: (next) => {
      policy = next
    },
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

// Only the bytes read count: `Content-Length` is the client's word, and a
// chunked body has none.
function readBody(
  req: IncomingMessage,
): Promise<string | 'too-large' | 'malformed'> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > maxBodyBytes) {
      req.resume()
      return resolve('too-large')
    }
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength
      if (size > maxBodyBytes) {
        req.removeAllListeners('data')
        req.resume()
        return resolve('too-large')
      }
      chunks.push(chunk)
    })
    req.on('error', () => resolve('malformed'))
    // A client gone before the end of its body: nothing is answered.
    req.on('close', () => resolve('malformed'))
    req.on('end', () => {
      try {
        resolve(
          new TextDecoder('utf-8', { fatal: true }).decode(
            Buffer.concat(chunks),
          ),
        )
      } catch {
        resolve('malformed')
      }
    })
  })
}

function refuse(
  res: ServerResponse,
  status: number,
  message: string,
  headers: OutgoingHttpHeaders = {},
) {
  if (res.headersSent) return void res.destroy()
  res.writeHead(status, { ...headers, 'content-type': 'text/plain' })
  res.end(message)
}
