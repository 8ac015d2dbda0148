import { InvalidWalletCapabilitiesError } from '../errors/capabilities.ts'

/**
 * A wallet's EIP-5792 capabilities on one chain: the known ones typed, any
 * other kept as the wallet gave it.
 */
export type WalletCapabilities = {
  /** EIP-5792: whether a batch can run as one atomic transaction. */
  atomic?: { status: 'supported' | 'ready' | 'unsupported' }
  /** ERC-7677: whether the wallet takes a dapp's paymaster service. */
  paymasterService?: { supported: boolean }
  /** ERC-7682: whether the wallet can pay from funds it holds elsewhere. */
  auxiliaryFunds?: { supported: boolean }
  [key: string]: unknown
}

export type ParseWalletCapabilitiesErrorType =
  import('../errors/capabilities.ts').InvalidWalletCapabilitiesErrorType

const hexChainId = /^0x[0-9a-fA-F]{1,64}$/
const atomicStatuses = new Set(['supported', 'ready', 'unsupported'])
// Keys whose assignment would reach an object's prototype, or shadow it.
const unsafeKeys = new Set(['__proto__', 'constructor'])
// A wallet's answer is cloned within bounds: deep or wide beyond any real
// capability, the rest is left out.
const maxDepth = 8
const maxKeys = 256

/**
 * Reads a `wallet_getCapabilities` answer for `chainId`: the entry for all
 * chains (`0x0`) with the chain's own entry over it. Throws
 * `InvalidWalletCapabilitiesError` for an answer that is not an object keyed
 * by hex chain ids, or a chain's entry that is not an object; a known
 * capability of the wrong shape is left out, an unknown one kept (cloned).
 */
export function parseWalletCapabilities(
  answer: unknown,
  chainId: number,
): WalletCapabilities {
  let entries: [string, unknown][]
  try {
    if (!isPlainObject(answer))
      throw new InvalidWalletCapabilitiesError({
        details: 'Expected an object keyed by hex chain ids.',
      })
    entries = Object.entries(answer as object)
    for (const [key, entry] of entries) {
      if (!hexChainId.test(key))
        throw new InvalidWalletCapabilitiesError({
          details: `Not a hex chain id: ${key.slice(0, 80)}`,
        })
      if (!isPlainObject(entry))
        throw new InvalidWalletCapabilitiesError({
          details: `The entry for ${key} is not an object.`,
        })
    }
    const id = BigInt(chainId)
    const capabilities: WalletCapabilities = {}
    // All chains first, then the chain's own entry over it.
    const all = entries.filter(([key]) => BigInt(key) === 0n)
    const own = entries.filter(([key]) => BigInt(key) === id && id !== 0n)
    for (const [, entry] of [...all, ...own])
      assign(capabilities, entry as Record<string, unknown>)
    return capabilities
  } catch (error) {
    // A hostile answer (a getter or proxy that throws) is the same error.
    if (error instanceof InvalidWalletCapabilitiesError) throw error
    throw new InvalidWalletCapabilitiesError({ cause: error })
  }
}

function assign(target: WalletCapabilities, entry: Record<string, unknown>) {
  for (const [key, value] of Object.entries(entry).slice(0, maxKeys)) {
    if (unsafeKeys.has(key)) continue
    const known = knownCapability(key, value)
    if (known === null) continue
    const cloned = known ?? clone(value, 0)
    if (cloned !== undefined) target[key] = cloned
  }
}

/**
 * A known capability in its typed shape; `null` for one of the wrong shape
 * (left out), `undefined` for a key that is not a known one.
 */
function knownCapability(
  key: string,
  value: unknown,
): object | null | undefined {
  if (key === 'atomic') {
    const status = isRecord(value) ? value.status : undefined
    return typeof status === 'string' && atomicStatuses.has(status)
      ? { status }
      : null
  }
  if (key === 'paymasterService' || key === 'auxiliaryFunds') {
    const supported = isRecord(value) ? value.supported : undefined
    return typeof supported === 'boolean' ? { supported } : null
  }
  return undefined
}

/** A JSON-like copy: no functions, symbols or prototypes; bounded. */
function clone(value: unknown, depth: number): unknown {
  if (value === null || typeof value === 'boolean' || typeof value === 'string')
    return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'object' || depth >= maxDepth) return undefined
  if (Array.isArray(value))
    return value.slice(0, maxKeys).map((item) => clone(item, depth + 1) ?? null)
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value).slice(0, maxKeys)) {
    if (unsafeKeys.has(key)) continue
    const cloned = clone(item, depth + 1)
    if (cloned !== undefined) copy[key] = cloned
  }
  return copy
}

function isPlainObject(value: unknown): boolean {
  if (!isRecord(value)) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
