import { BaseError } from './base.ts'

/** What a guard error accepts: the error it replaces, if any. */
export type GuardErrorParameters = { cause?: unknown }

/** `ConnectorRequiredError` narrowed to its literal `name`, for exhaustive switches. */
export type ConnectorRequiredErrorType = ConnectorRequiredError & {
  name: 'ConnectorRequiredError'
}
/** Connecting was asked for without a connector (seed §5, §8). */
export class ConnectorRequiredError extends BaseError {
  override name = 'ConnectorRequiredError' as const
  constructor({ cause }: GuardErrorParameters = {}) {
    super('A connector is required: choose a wallet to connect.', { cause })
  }
}

/** `MessageRequiredError` narrowed to its literal `name`, for exhaustive switches. */
export type MessageRequiredErrorType = MessageRequiredError & {
  name: 'MessageRequiredError'
}
/** Signing was asked for without a message (seed §5, §8). */
export class MessageRequiredError extends BaseError {
  override name = 'MessageRequiredError' as const
  constructor({ cause }: GuardErrorParameters = {}) {
    super('A message is required: enter the text to sign.', { cause })
  }
}

/** `AddressRequiredError` narrowed to its literal `name`, for exhaustive switches. */
export type AddressRequiredErrorType = AddressRequiredError & {
  name: 'AddressRequiredError'
}
/** A name lookup was asked for without an address (seed §5, §8). */
export class AddressRequiredError extends BaseError {
  override name = 'AddressRequiredError' as const
  constructor({ cause }: GuardErrorParameters = {}) {
    super('An address is required to look up its name.', { cause })
  }
}

/** `QueryClientRequiredError` narrowed to its literal `name`, for exhaustive switches. */
export type QueryClientRequiredErrorType = QueryClientRequiredError & {
  name: 'QueryClientRequiredError'
}
/** A wallet hook ran without a QueryClient above it (wagmi 3 creates none). */
export class QueryClientRequiredError extends BaseError {
  override name = 'QueryClientRequiredError' as const
  constructor({ cause }: GuardErrorParameters = {}) {
    super('No QueryClient set: wrap the app in a QueryClientProvider.', {
      cause,
      metaMessages: [
        'With Latch: render the page inside LatchProvider, which provides one.',
      ],
    })
  }
}

/** `WagmiProviderNotFoundError` narrowed to its literal `name`, for exhaustive switches. */
export type WagmiProviderNotFoundErrorType = WagmiProviderNotFoundError & {
  name: 'WagmiProviderNotFoundError'
}
/** A wallet hook ran outside the wallet context (wagmi's own error, typed). */
export class WagmiProviderNotFoundError extends BaseError {
  override name = 'WagmiProviderNotFoundError' as const
  constructor({ cause }: GuardErrorParameters = {}) {
    super('Wallet hooks must be used within WagmiProvider.', {
      cause,
      metaMessages: [
        'With Latch: render the page inside LatchProvider, with a config from createLatchConfig.',
      ],
    })
  }
}
