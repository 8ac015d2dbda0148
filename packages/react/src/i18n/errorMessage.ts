import type {
  InvalidPaymasterError,
  InvalidRecentTransactionError,
  RecentTransactionAccountError,
  SponsorshipFailedError,
  SponsorshipUnavailableError,
  TransactionNotFromAccountError,
  WalletError,
} from '@latch/core'
import { en, type Messages } from './en.ts'

/**
 * The text a visitor reads for a wallet error, chosen by the error's `name`
 * (never by its message, which is the wallet's or the developer's words).
 * A new error class fails the type-check here until it has a text.
 */
export function errorMessage(
  error:
    | WalletError
    | InvalidRecentTransactionError
    | RecentTransactionAccountError
    | TransactionNotFromAccountError
    | InvalidPaymasterError
    | SponsorshipUnavailableError
    | SponsorshipFailedError,
  messages: Messages = en,
): string {
  const t = messages.errors
  switch (error.name) {
    case 'UserRejectedRequestError':
      return t.userRejected
    case 'UnauthorizedError':
      return t.unauthorized
    case 'UnsupportedMethodError':
      return t.unsupportedMethod
    case 'DisconnectedError':
      return t.disconnected
    case 'ChainDisconnectedError':
      return t.chainDisconnected(error.chain?.name)
    case 'RequestPendingError':
      return t.requestPending
    case 'PairingExpiredError':
      return t.pairingExpired
    case 'InternalError':
      return t.internal
    case 'ProviderNotFoundError':
      return t.providerNotFound
    case 'ConnectorNotConfiguredError':
      return t.connectorNotConfigured
    case 'ConnectorRequiredError':
      return t.connectorRequired
    case 'MessageRequiredError':
      return t.messageRequired
    case 'AddressRequiredError':
      return t.addressRequired
    case 'ChainNotConfiguredError':
      return t.chainNotConfigured(error.chain?.name)
    case 'AddChainError':
      return t.addChain(error.chain?.name)
    case 'SwitchChainError':
      return t.switchChain(error.chain?.name)
    case 'SwitchChainNotSupportedError':
      return t.switchChainNotSupported(error.chain?.name)
    case 'NetworkUnavailableError':
      return t.networkUnavailable(error.chain?.name)
    case 'UnknownWalletError':
      return t.unknown
    case 'TransactionNotFromAccountError':
      return t.notFromAccount
    // Programming errors: the visitor can only reload.
    case 'QueryClientRequiredError':
    case 'InvalidRecentTransactionError':
    case 'RecentTransactionAccountError':
    case 'WagmiProviderNotFoundError':
      return t.setup
    default:
      // Only the sponsorship's errors are left (the type-check says so):
      // their texts are the transactions catalogue's
      // (`sponsorshipUnavailable`, `sponsorshipFailed`), for the Send form
      // and the batch button; a case for each here would grow the code a
      // stored session loads before a click.
      return unreachable(error satisfies SponsorshipError as never)
  }
}

/** What `sendWalletCalls` throws about the paymaster, given a text elsewhere. */
type SponsorshipError =
  | InvalidPaymasterError
  | SponsorshipUnavailableError
  | SponsorshipFailedError

function unreachable(error: never): string {
  // Reached only by an error the types did not foresee (a newer wallet
  // layer at runtime): say something rather than nothing.
  void error
  return en.errors.unknown
}
