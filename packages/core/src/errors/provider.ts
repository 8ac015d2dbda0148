import type { Chain } from 'viem'
import { BaseError } from './base.ts'
import type { WalletOperation } from './classify.ts'

/** What a provider error accepts: the wallet's original error, if any. */
export type ProviderErrorParameters = { cause?: unknown }

/** `UserRejectedRequestError` narrowed to its literal `name`, for exhaustive switches. */
export type UserRejectedRequestErrorType = UserRejectedRequestError & {
  name: 'UserRejectedRequestError'
  code: 4001
}
/** The visitor declined in the wallet, or closed its dialog (EIP-1193 4001). */
export class UserRejectedRequestError extends BaseError {
  static readonly code = 4001 as const
  readonly code = UserRejectedRequestError.code
  override name = 'UserRejectedRequestError' as const
  constructor({ cause }: ProviderErrorParameters = {}) {
    super('You rejected the request in your wallet.', { cause })
  }
}

/** `UnauthorizedError` narrowed to its literal `name`, for exhaustive switches. */
export type UnauthorizedErrorType = UnauthorizedError & {
  name: 'UnauthorizedError'
  code: 4100
}
/** The wallet has not authorized this site for the account (EIP-1193 4100). */
export class UnauthorizedError extends BaseError {
  static readonly code = 4100 as const
  readonly code = UnauthorizedError.code
  override name = 'UnauthorizedError' as const
  constructor({ cause }: ProviderErrorParameters = {}) {
    super('Your wallet has not authorized this request: connect it again.', {
      cause,
    })
  }
}

/** `UnsupportedMethodError` narrowed to its literal `name`, for exhaustive switches. */
export type UnsupportedMethodErrorType = UnsupportedMethodError & {
  name: 'UnsupportedMethodError'
  code: 4200
}
/** The wallet does not support the request (EIP-1193 4200). */
export class UnsupportedMethodError extends BaseError {
  static readonly code = 4200 as const
  readonly code = UnsupportedMethodError.code
  override name = 'UnsupportedMethodError' as const
  constructor({
    cause,
    method,
  }: ProviderErrorParameters & { method?: string | undefined } = {}) {
    super('Your wallet does not support this request.', {
      cause,
      metaMessages: method ? [`Method: ${method}`] : undefined,
    })
  }
}

/** `DisconnectedError` narrowed to its literal `name`, for exhaustive switches. */
export type DisconnectedErrorType = DisconnectedError & {
  name: 'DisconnectedError'
  code: 4900
}
/** The wallet is connected to no chain, or not to this site (EIP-1193 4900). */
export class DisconnectedError extends BaseError {
  static readonly code = 4900 as const
  readonly code = DisconnectedError.code
  override name = 'DisconnectedError' as const
  constructor({ cause }: ProviderErrorParameters = {}) {
    super('Your wallet is disconnected: connect it again.', { cause })
  }
}

/** `ChainDisconnectedError` narrowed to its literal `name`, for exhaustive switches. */
export type ChainDisconnectedErrorType = ChainDisconnectedError & {
  name: 'ChainDisconnectedError'
  code: 4901
}
/** The wallet is not connected to the requested chain (EIP-1193 4901). */
export class ChainDisconnectedError extends BaseError {
  static readonly code = 4901 as const
  readonly code = ChainDisconnectedError.code
  override name = 'ChainDisconnectedError' as const
  readonly chain: Pick<Chain, 'id' | 'name'> | undefined
  constructor({
    cause,
    chain,
  }: ProviderErrorParameters & {
    chain?: Pick<Chain, 'id' | 'name'> | undefined
  } = {}) {
    super(
      `Your wallet is not connected to ${chain ? chain.name : 'this network'}.`,
      {
        cause,
        metaMessages: chain
          ? [`Chain: ${chain.name} (${chain.id})`]
          : undefined,
      },
    )
    this.chain = chain
  }
}

/** `RequestPendingError` narrowed to its literal `name`, for exhaustive switches. */
export type RequestPendingErrorType = RequestPendingError & {
  name: 'RequestPendingError'
  code: -32002
}
/** The wallet already has a request open, often behind its closed popup. */
export class RequestPendingError extends BaseError {
  static readonly code = -32002 as const
  readonly code = RequestPendingError.code
  override name = 'RequestPendingError' as const
  constructor({ cause }: ProviderErrorParameters = {}) {
    super(
      'A request is already waiting in your wallet: open your wallet to continue.',
      { cause },
    )
  }
}

/** `InternalError` narrowed to its literal `name`, for exhaustive switches. */
export type InternalErrorType = InternalError & {
  name: 'InternalError'
  code: -32603
}
/** The wallet failed on its side (EIP-1474 -32603). */
export class InternalError extends BaseError {
  static readonly code = -32603 as const
  readonly code = InternalError.code
  override name = 'InternalError' as const
  constructor({ cause }: ProviderErrorParameters = {}) {
    super('Your wallet ran into an internal error: try again.', { cause })
  }
}

/** `ProviderNotFoundError` narrowed to its literal `name`, for exhaustive switches. */
export type ProviderNotFoundErrorType = ProviderNotFoundError & {
  name: 'ProviderNotFoundError'
}
/** The chosen wallet is not installed in this browser. */
export class ProviderNotFoundError extends BaseError {
  override name = 'ProviderNotFoundError' as const
  constructor({
    cause,
    connector,
  }: ProviderErrorParameters & {
    connector?: { name: string } | undefined
  } = {}) {
    super(
      connector
        ? `${connector.name} is not installed in this browser.`
        : 'No wallet was found: install one or choose another wallet.',
      { cause },
    )
  }
}

/** `ConnectorNotConfiguredError` narrowed to its literal `name`, for exhaustive switches. */
export type ConnectorNotConfiguredErrorType = ConnectorNotConfiguredError & {
  name: 'ConnectorNotConfiguredError'
}
/** A connector lacks its settings, e.g. WalletConnect without a project id. */
export class ConnectorNotConfiguredError extends BaseError {
  override name = 'ConnectorNotConfiguredError' as const
  constructor({
    cause,
    connector,
    details,
  }: ProviderErrorParameters & {
    connector?: { name: string } | undefined
    details?: string | undefined
  } = {}) {
    super(
      `${connector ? connector.name : 'This wallet'} is not set up on this site.`,
      { cause, details },
    )
  }
}

/** `UnknownWalletError` narrowed to its literal `name`, for exhaustive switches. */
export type UnknownWalletErrorType = UnknownWalletError & {
  name: 'UnknownWalletError'
}
/** Any wallet failure no other class describes; the original is `cause`. */
export class UnknownWalletError extends BaseError {
  override name = 'UnknownWalletError' as const
  readonly operation: WalletOperation | undefined
  constructor({
    cause,
    operation,
  }: ProviderErrorParameters & {
    operation?: WalletOperation | undefined
  } = {}) {
    super('Something went wrong with your wallet: try again.', {
      cause,
      metaMessages: operation ? [`Operation: ${operation}`] : undefined,
    })
    this.operation = operation
  }
}

/** `PairingExpiredError` narrowed to its literal `name`, for exhaustive switches. */
export type PairingExpiredErrorType = PairingExpiredError & {
  name: 'PairingExpiredError'
}
/** WalletConnect's pairing (its QR code) expired before a wallet answered. */
export class PairingExpiredError extends BaseError {
  override name = 'PairingExpiredError' as const
  constructor({ cause }: ProviderErrorParameters = {}) {
    super('The QR code expired before a wallet answered: show a new one.', {
      cause,
    })
  }
}
