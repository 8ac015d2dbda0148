import type { Chain } from 'viem'
import { BaseError } from './base.ts'
import {
  AddChainError,
  ChainNotConfiguredError,
  SwitchChainError,
  SwitchChainNotSupportedError,
} from './chain.ts'
import {
  type AddressRequiredError,
  type ConnectorRequiredError,
  type MessageRequiredError,
  QueryClientRequiredError,
  WagmiProviderNotFoundError,
} from './guards.ts'
import {
  NetworkUnavailableError,
  unreachableNodeErrorNames,
} from './network.ts'
import {
  ChainDisconnectedError,
  type ConnectorNotConfiguredError,
  DisconnectedError,
  InternalError,
  type PairingExpiredError,
  ProviderNotFoundError,
  RequestPendingError,
  UnauthorizedError,
  UnknownWalletError,
  UnsupportedMethodError,
  UserRejectedRequestError,
} from './provider.ts'

/** The wallet actions whose failures Latch classifies. */
export type WalletOperation =
  | 'connect'
  | 'reconnect'
  | 'disconnect'
  | 'switchChain'
  | 'addChain'
  | 'signMessage'
  | 'watchAsset'
  | 'request'
  /** A read from the chain's nodes (balance, ENS name, verification). */
  | 'read'

/** What the classifier is told about the action that failed. */
export type ClassifyWalletErrorContext = {
  operation: WalletOperation
  chain?: Pick<Chain, 'id' | 'name'> | undefined
}

/** Every error the wallet layer hands to the UI; the UI switches on `name`. */
export type WalletError =
  | AddChainError
  | AddressRequiredError
  | ChainDisconnectedError
  | ChainNotConfiguredError
  | ConnectorNotConfiguredError
  | ConnectorRequiredError
  | DisconnectedError
  | InternalError
  | MessageRequiredError
  | NetworkUnavailableError
  | PairingExpiredError
  | ProviderNotFoundError
  | QueryClientRequiredError
  | RequestPendingError
  | SwitchChainError
  | SwitchChainNotSupportedError
  | UnauthorizedError
  | UnknownWalletError
  | UnsupportedMethodError
  | UserRejectedRequestError
  | WagmiProviderNotFoundError

/**
 * Turns anything a wallet, viem or wagmi throws into one of Latch's typed
 * errors. It never throws, whatever it is given.
 *
 * @example
 * try {
 *   await walletClient.switchChain({ id: chain.id })
 * } catch (error) {
 *   if (isUnrecognizedChainError(error)) return addChain(chain)
 *   throw classifyWalletError(error, { operation: 'switchChain', chain })
 * }
 */
export function classifyWalletError(
  error: unknown,
  context: ClassifyWalletErrorContext,
): WalletError {
  try {
    return classify(error, context)
  } catch {
    // Reached by untyped callers that pass no context, or by a value hostile
    // in a way `inspect` does not foresee: the promise is never to throw.
    return new UnknownWalletError({
      cause: error,
      operation: context?.operation,
    })
  }
}

/**
 * Whether the wallet answered a switch with "unknown chain" (EIP-3326 4902),
 * the cue to add the chain (EIP-3085) instead of reporting a failure.
 */
export function isUnrecognizedChainError(error: unknown): boolean {
  try {
    const clues = inspect(error)
    if (isUserRejected(clues, 'switchChain')) return false
    if (clues.some((clue) => clue.name === 'ChainNotConfiguredError'))
      return false
    return (
      walletCode(clues) === 4902 ||
      clues.some((clue) =>
        clue.messages.some((message) => /unrecognized chain/i.test(message)),
      )
    )
  } catch {
    return false
  }
}

function classify(
  error: unknown,
  { operation, chain }: ClassifyWalletErrorContext,
): WalletError {
  const clues = inspect(error)
  const cause = error

  // Classified once, already: a second pass would lose the first context.
  const classified = clues.find((clue) => clue.latch)
  if (classified) return classified.value as WalletError

  const names = new Set(clues.map((clue) => clue.name))
  const hasMessage = (pattern: RegExp) =>
    clues.some((clue) => clue.messages.some((message) => pattern.test(message)))

  if (
    names.has('WagmiProviderNotFoundError') ||
    hasMessage(/must be used within `?WagmiProvider/i)
  )
    return new WagmiProviderNotFoundError({ cause })
  if (hasMessage(/No QueryClient set/i))
    return new QueryClientRequiredError({ cause })

  if (isUserRejected(clues, operation))
    return new UserRejectedRequestError({ cause })

  // wagmi's own errors, recognised by name so that a second copy of wagmi in
  // the bundle (or a wrapper around one) is still understood.
  if (names.has('ChainNotConfiguredError'))
    return new ChainNotConfiguredError({ cause, chain })
  if (names.has('ProviderNotFoundError'))
    return new ProviderNotFoundError({ cause })
  if (names.has('SwitchChainNotSupportedError'))
    return new SwitchChainNotSupportedError({ cause, chain })
  if (names.has('ConnectorNotConnectedError'))
    return new DisconnectedError({ cause })

  const code = walletCode(clues)
  // Seed §8: while switching or adding a chain, a wallet that cannot do it on
  // request, or fails inside, is a switch (add) failure, not a generic one.
  if (operation === 'switchChain' || operation === 'addChain') {
    const adding = operation === 'addChain'
    if (code === UnsupportedMethodError.code)
      return adding
        ? new AddChainError({ cause, chain })
        : new SwitchChainNotSupportedError({ cause, chain })
    if (code === InternalError.code)
      return adding
        ? new AddChainError({ cause, chain })
        : new SwitchChainError({ cause, chain })
  }

  switch (code) {
    case UnauthorizedError.code:
      return new UnauthorizedError({ cause })
    case UnsupportedMethodError.code:
      return new UnsupportedMethodError({ cause })
    case DisconnectedError.code:
      return new DisconnectedError({ cause })
    case ChainDisconnectedError.code:
      return new ChainDisconnectedError({ cause, chain })
    case RequestPendingError.code:
      return new RequestPendingError({ cause })
    case InternalError.code:
      return new InternalError({ cause })
  }

  // The node, not the wallet, did not answer.
  if ([...names].some((name) => name && unreachableNodeErrorNames.has(name)))
    return new NetworkUnavailableError({ cause, chain })

  if (operation === 'switchChain') return new SwitchChainError({ cause, chain })
  if (operation === 'addChain') return new AddChainError({ cause, chain })
  return new UnknownWalletError({ cause, operation })
}

/** One error found in the thrown value or nested inside it. */
type Clue = {
  value: unknown
  latch: boolean
  name: string | undefined
  code: number | undefined
  messages: string[]
}

// Real wrappers nest two to four levels deep; the bound keeps cyclic and
// adversarial values cheap.
const maxClues = 64
// Messages are matched against short phrases; a wallet's megabyte message is
// not allowed to cost a megabyte of regex work per pattern.
const maxMessageLength = 10_000

// Where wallets and libraries nest the original error: viem's `cause`, the
// JSON-RPC envelope's `error`, and MetaMask's `data.originalError`.
const nestedKeys = ['cause', 'error', 'data', 'originalError'] as const

/** Lists the thrown value and every error nested in it, outermost first. */
function inspect(error: unknown): Clue[] {
  if (!isObject(error)) return [primitiveClue(error)]
  const clues: Clue[] = []
  const seen = new Set<object>()
  const stack: object[] = [error]
  while (stack.length > 0 && clues.length < maxClues) {
    const value = stack.pop()!
    if (seen.has(value)) continue
    seen.add(value)
    clues.push(objectClue(value))
    const nested = nestedKeys.map((key) => read(value, key)).filter(isObject)
    // Reversed so that `cause` is visited first: the walk is depth-first.
    stack.push(...nested.reverse())
  }
  return clues
}

function objectClue(value: object): Clue {
  const name = read(value, 'name')
  const messages: string[] = []
  for (const key of ['message', 'shortMessage', 'details']) {
    const message = read(value, key)
    if (typeof message === 'string')
      messages.push(message.slice(0, maxMessageLength))
  }
  return {
    value,
    latch: isLatchError(value),
    name: typeof name === 'string' ? name : undefined,
    code: toCode(read(value, 'code')),
    messages,
  }
}

// A bare `throw 4001` or `throw 'User rejected request'` still says something.
function primitiveClue(value: unknown): Clue {
  const code = toCode(value)
  return {
    value,
    latch: false,
    name: undefined,
    code,
    messages:
      typeof value === 'string' && code === undefined
        ? [value.slice(0, maxMessageLength)]
        : [],
  }
}

/** The code the wallet itself reported: the innermost one that is not a label. */
function walletCode(clues: Clue[]): number | undefined {
  let code: number | undefined
  for (const clue of clues) {
    const reported = reportedCode(clue)
    if (reported !== undefined) code = reported
  }
  return code
}

function reportedCode(clue: Clue): number | undefined {
  // viem's "unknown RPC error" sentinel, not a wallet's answer.
  if (clue.code === -1) return undefined
  // wagmi's connectors wrap every switch failure, even a chain missing from
  // the config, in viem's SwitchChainError, whose 4902 is a class constant:
  // only the wrapped error can say whether the wallet did not know the chain.
  if (
    clue.code === 4902 &&
    clue.name === 'SwitchChainError' &&
    read(clue.value, 'cause') !== undefined
  )
    return undefined
  return clue.code
}

// 4001 is EIP-1193's rejection; 5000 is CAIP-25's, which WalletConnect
// wallets send. Anywhere in the chain counts: today's Coinbase connector wraps
// a rejected switch in viem's SwitchChainError (4902) with the 4001 inside.
const rejectionCodes = new Set([4001, 5000])

function isUserRejected(clues: Clue[], operation: WalletOperation): boolean {
  const connecting = operation === 'connect' || operation === 'reconnect'
  return clues.some(
    (clue) =>
      clue.name === 'UserRejectedRequestError' ||
      (clue.code !== undefined && rejectionCodes.has(clue.code)) ||
      clue.messages.some(
        (message) =>
          /user rejected (the )?request/i.test(message) ||
          (connecting && /user closed modal/i.test(message)),
      ),
  )
}

function toCode(value: unknown): number | undefined {
  if (typeof value === 'number')
    return Number.isInteger(value) ? value : undefined
  if (typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value))
    return Number(value)
  return undefined
}

function isObject(value: unknown): value is object {
  return (
    (typeof value === 'object' && value !== null) || typeof value === 'function'
  )
}

function isLatchError(value: unknown): boolean {
  try {
    return value instanceof BaseError
  } catch {
    // A proxy whose prototype trap throws is not one of ours.
    return false
  }
}

/** Reads a property without letting a hostile getter or proxy throw. */
function read(value: unknown, key: string): unknown {
  if (!isObject(value)) return undefined
  try {
    return (value as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}
