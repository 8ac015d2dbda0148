import { type Address, concatHex, type Hex, isAddress, numberToHex } from 'viem'
import type { LocalAccount } from 'viem/accounts'
import { devnetAccountAbstractionContracts } from '../chains/devnetChains.ts'
import { type SponsorHashParameters, sponsorHash } from './sponsorHash.ts'

/** How the devnet's paymaster service answers: sponsor, refuse (a JSON-RPC error), or fail (a 500 with a broken body). */
export type PaymasterPolicy = 'sponsor' | 'refuse' | 'fail'

export type PaymasterAnswer = {
  status: number
  /** The JSON-RPC answer, or a body that is not JSON (`fail`). */
  body: string
  /** The ERC-7677 method answered with a result. */
  answered?: 'pm_getPaymasterStubData' | 'pm_getPaymasterData' | undefined
}

export type AnswerPaymasterRequestParameters = {
  /** The request's body, as text. */
  body: string
  chainId: number
  /** The policy, or the policy for the operation's sender. */
  policy: PaymasterPolicy | ((sender: Address) => PaymasterPolicy)
  signer: LocalAccount
  /** The sponsor named to the wallet (ERC-7677's `sponsor.name`). */
  sponsorName: string
}

/** The code of the JSON-RPC error a refused sponsorship is. */
const sponsorshipRefusedCode = -32_000

// The paymaster's gas: its validation (an ecrecover) costs about 10,000; it
// has no postOp. Given in the stub, as ERC-7677 asks, so the wallet does not
// have the bundler estimate what the paymaster pays for.
const paymasterVerificationGasLimit = 100_000n
const paymasterPostOpGasLimit = 0n
// No time window: the operation's nonce already makes a signature good once.
const validUntil = 0
const validAfter = 0
// A signature of the right shape that recovers to no one: the stub's, for
// estimation (the paymaster reports a signature failure, not a revert).
const stubSignature = `0x${'11'.repeat(32)}${'22'.repeat(32)}1b` as const

/**
 * Answers one JSON-RPC request to the devnet's ERC-7677 paymaster service
 * (`pm_getPaymasterStubData`, `pm_getPaymasterData`) under `policy`. Never
 * throws: what a client sent wrong is a 400 with a JSON-RPC error.
 */
export async function answerPaymasterRequest(
  parameters: AnswerPaymasterRequestParameters,
): Promise<PaymasterAnswer> {
  let request: unknown
  try {
    request = JSON.parse(parameters.body)
  } catch {
    return error(400, null, -32_700, 'Parse error: the body is not JSON.')
  }
  if (!isRecord(request) || request.jsonrpc !== '2.0')
    return error(
      400,
      null,
      -32_600,
      'Invalid request: one JSON-RPC 2.0 request object is expected.',
    )
  const id = idOf(request.id)
  if (id === undefined)
    return error(
      400,
      null,
      -32_600,
      'Invalid request: the id must be a string, a number or null.',
    )
  const { method } = request
  if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData')
    return error(
      400,
      id,
      -32_601,
      `Method not found: ${typeof method === 'string' ? method.slice(0, 64) : typeof method}.`,
    )

  const parsed = parseParams(request.params, parameters.chainId)
  if (typeof parsed === 'string')
    return error(400, id, -32_602, `Invalid params: ${parsed}`)

  const policy =
    typeof parameters.policy === 'function'
      ? parameters.policy(parsed.sender)
      : parameters.policy
  if (policy === 'refuse')
    return error(
      200,
      id,
      sponsorshipRefusedCode,
      'The paymaster does not sponsor this operation.',
    )
  if (policy === 'fail')
    return { status: 500, body: 'The paymaster service failed' }

  const paymaster = devnetAccountAbstractionContracts.paymaster
  const window = concatHex([
    numberToHex(validUntil, { size: 6 }),
    numberToHex(validAfter, { size: 6 }),
  ])
  if (method === 'pm_getPaymasterStubData')
    return result(id, method, {
      paymaster,
      paymasterData: concatHex([window, stubSignature]),
      paymasterVerificationGasLimit: numberToHex(paymasterVerificationGasLimit),
      paymasterPostOpGasLimit: numberToHex(paymasterPostOpGasLimit),
      sponsor: { name: parameters.sponsorName },
      isFinal: false,
    })
  const hash = sponsorHash({
    chainId: parameters.chainId,
    paymaster,
    userOperation: {
      ...parsed,
      paymasterVerificationGasLimit:
        parsed.paymasterVerificationGasLimit ?? paymasterVerificationGasLimit,
      paymasterPostOpGasLimit:
        parsed.paymasterPostOpGasLimit ?? paymasterPostOpGasLimit,
    },
    validUntil,
    validAfter,
  })
  const signature = await parameters.signer.signMessage({
    message: { raw: hash },
  })
  return result(id, method, {
    paymaster,
    paymasterData: concatHex([window, signature]),
  })
}

type Id = string | number | null

/** A UserOperation as asked about: the paymaster's gas limits not yet set. */
type ParsedUserOperation = Omit<
  SponsorHashParameters['userOperation'],
  'paymasterVerificationGasLimit' | 'paymasterPostOpGasLimit'
> &
  Partial<
    Pick<
      SponsorHashParameters['userOperation'],
      'paymasterVerificationGasLimit' | 'paymasterPostOpGasLimit'
    >
  >

// [userOperation, entryPoint, chainId, context?], per ERC-7677; a string says
// what is wrong.
function parseParams(
  params: unknown,
  chainId: number,
): ParsedUserOperation | string {
  if (!Array.isArray(params) || params.length < 3 || params.length > 4)
    return 'expected [userOperation, entryPoint, chainId, context?].'
  const [op, entryPoint, chain, context] = params as unknown[]
  if (
    typeof entryPoint !== 'string' ||
    entryPoint.toLowerCase() !==
      devnetAccountAbstractionContracts.entryPoint.toLowerCase()
  )
    return `only EntryPoint v0.8 (${devnetAccountAbstractionContracts.entryPoint}) is served.`
  if (chain !== numberToHex(chainId))
    return `only chain ${numberToHex(chainId)} is served.`
  if (context !== undefined && context !== null && !isRecord(context))
    return 'the context must be an object.'
  if (!isRecord(op)) return 'the user operation must be an object.'
  if (typeof op.sender !== 'string' || !isAddress(op.sender, { strict: false }))
    return 'sender must be an address.'
  if (
    typeof op.callData !== 'string' ||
    !/^0x(?:[0-9a-fA-F]{2})*$/.test(op.callData)
  )
    return 'callData must be hex bytes.'
  const numbers: Record<string, bigint | undefined> = {}
  const fields = [
    ['nonce', 256, true],
    ['callGasLimit', 128, true],
    ['verificationGasLimit', 128, true],
    ['preVerificationGas', 256, true],
    ['maxFeePerGas', 128, true],
    ['maxPriorityFeePerGas', 128, true],
    ['paymasterVerificationGasLimit', 128, false],
    ['paymasterPostOpGasLimit', 128, false],
  ] as const
  for (const [name, bits, required] of fields) {
    const value = op[name]
    if (value === undefined && !required) continue
    const number = quantity(value, bits)
    if (number === undefined)
      return `${name} must be a hex quantity of at most ${bits} bits.`
    numbers[name] = number
  }
  return {
    sender: op.sender as Address,
    callData: op.callData as Hex,
    nonce: numbers.nonce!,
    callGasLimit: numbers.callGasLimit!,
    verificationGasLimit: numbers.verificationGasLimit!,
    preVerificationGas: numbers.preVerificationGas!,
    maxFeePerGas: numbers.maxFeePerGas!,
    maxPriorityFeePerGas: numbers.maxPriorityFeePerGas!,
    paymasterVerificationGasLimit: numbers.paymasterVerificationGasLimit,
    paymasterPostOpGasLimit: numbers.paymasterPostOpGasLimit,
  }
}

function quantity(value: unknown, bits: number): bigint | undefined {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value))
    return undefined
  const number = BigInt(value)
  return number < 1n << BigInt(bits) ? number : undefined
}

function idOf(id: unknown): Id | undefined {
  if (id === null || typeof id === 'number' || typeof id === 'string') return id
  return undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function result(
  id: Id,
  answered: NonNullable<PaymasterAnswer['answered']>,
  value: unknown,
): PaymasterAnswer {
  return {
    status: 200,
    body: JSON.stringify({ jsonrpc: '2.0', id, result: value }),
    answered,
  }
}

function error(
  status: number,
  id: Id,
  code: number,
  message: string,
): PaymasterAnswer {
  return {
    status,
    body: JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } }),
  }
}
