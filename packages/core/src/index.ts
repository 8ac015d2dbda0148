// @latch/core: Latch's wallet layer over @wagmi/core and viem. No React, and
// nothing here touches `window` when imported. What is exported here is the
// public API (packages/core/api/core.api.md): what the docs describe for
// dapps. The policy helpers are '@latch/core/csp', the Vite plugin
// '@latch/core/vite'; what only @latch/react needs is '@latch/core/internal'.

export {
  type ClearAccountDataParameters,
  clearAccountData,
} from './actions/clearAccountData.ts'
export {
  type ConnectWalletErrorType,
  type ConnectWalletParameters,
  type ConnectWalletPhase,
  type ConnectWalletReturnType,
  type ConnectWalletSignIn,
  connectWallet,
} from './actions/connectWallet.ts'
export {
  type DisconnectWalletErrorType,
  type DisconnectWalletParameters,
  type DisconnectWalletReturnType,
  disconnectWallet,
} from './actions/disconnectWallet.ts'
export {
  type GetAccountAvatarParameters,
  type GetAccountAvatarReturnType,
  getAccountAvatar,
} from './actions/getAccountAvatar.ts'
export {
  type GetAccountNameErrorType,
  type GetAccountNameParameters,
  type GetAccountNameReturnType,
  getAccountName,
} from './actions/getAccountName.ts'
export { getEnsChainId } from './actions/getEnsChainId.ts'
export {
  getWalletConnection,
  type WalletConnection,
} from './actions/getWalletConnection.ts'
export {
  type GetWalletOptionsParameters,
  getWalletOptions,
  type WalletOption,
} from './actions/getWalletOptions.ts'
export {
  type SignWalletMessageErrorType,
  type SignWalletMessageParameters,
  type SignWalletMessageReturnType,
  signWalletMessage,
} from './actions/signWalletMessage.ts'
export {
  type SwitchWalletChainErrorType,
  type SwitchWalletChainParameters,
  type SwitchWalletChainReturnType,
  switchWalletChain,
} from './actions/switchWalletChain.ts'
export {
  type VerifyWalletSignatureParameters,
  type VerifyWalletSignatureReturnType,
  verifyWalletSignature,
} from './actions/verifyWalletSignature.ts'
export {
  type WatchWalletAssetErrorType,
  type WatchWalletAssetParameters,
  type WatchWalletAssetReturnType,
  watchWalletAsset,
} from './actions/watchWalletAsset.ts'
export {
  type GetSponsorshipErrorType,
  type GetSponsorshipParameters,
  type GetSponsorshipReturnType,
  getSponsorship,
} from './capabilities/getSponsorship.ts'
export {
  type GetWalletCapabilitiesErrorType,
  type GetWalletCapabilitiesParameters,
  type GetWalletCapabilitiesReturnType,
  getWalletCapabilities,
} from './capabilities/getWalletCapabilities.ts'
export {
  type ParseWalletCapabilitiesErrorType,
  parseWalletCapabilities,
  type WalletCapabilities,
} from './capabilities/parseWalletCapabilities.ts'
export type {
  PaymasterService,
  SponsorshipPolicy,
} from './capabilities/resolveSponsorship.ts'
export {
  type CreateLatchConfigParameters,
  createLatchConfig,
  type LatchConfig,
  type LatchState,
  type RecentTransactionsSettings,
} from './config/createLatchConfig.ts'
export {
  type LatchCookieStorageParameters,
  latchCookieStorage,
} from './config/latchCookieStorage.ts'
export {
  type ChainRpcUrls,
  withRpcUrls,
} from './config/rpcUrls.ts'
export { safeStorage } from './config/safeStorage.ts'
export type { AnnouncedWalletDescriptor } from './connectors/announcedWallet.ts'
export type { SwitchChainPhase } from './connectors/switchConnectorChain.ts'
export type {
  Wallet,
  WalletConnectSettings,
  WalletContext,
  WalletDescription,
  WalletGroup,
  WalletInstallLinks,
  WalletList,
  WalletMobileLinks,
} from './connectors/wallet.ts'
export type {
  WalletDescriptor,
  WalletKind,
  WalletOrigins,
} from './connectors/walletDescriptor.ts'
export type { AnnouncedWallet } from './connectors/watchAnnouncedWallets.ts'
export {
  BaseError,
  type BaseErrorParameters,
  type BaseErrorType,
} from './errors/base.ts'
export {
  InvalidPaymasterError,
  type InvalidPaymasterErrorType,
  InvalidWalletCapabilitiesError,
  type InvalidWalletCapabilitiesErrorType,
  SponsorshipFailedError,
  type SponsorshipFailedErrorType,
  SponsorshipUnavailableError,
  type SponsorshipUnavailableErrorType,
  type SponsorshipUnavailableReason,
} from './errors/capabilities.ts'
export {
  AddChainError,
  type AddChainErrorType,
  type ChainErrorParameters,
  ChainNotConfiguredError,
  type ChainNotConfiguredErrorType,
  SwitchChainError,
  type SwitchChainErrorType,
  SwitchChainNotSupportedError,
  type SwitchChainNotSupportedErrorType,
} from './errors/chain.ts'
export {
  type ClassifyWalletErrorContext,
  classifyWalletError,
  isUnrecognizedChainError,
  type WalletError,
  type WalletOperation,
} from './errors/classify.ts'
export {
  AddressRequiredError,
  type AddressRequiredErrorType,
  ConnectorRequiredError,
  type ConnectorRequiredErrorType,
  type GuardErrorParameters,
  MessageRequiredError,
  type MessageRequiredErrorType,
  QueryClientRequiredError,
  type QueryClientRequiredErrorType,
  WagmiProviderNotFoundError,
  type WagmiProviderNotFoundErrorType,
} from './errors/guards.ts'
export {
  NetworkUnavailableError,
  type NetworkUnavailableErrorType,
} from './errors/network.ts'
export {
  ChainDisconnectedError,
  type ChainDisconnectedErrorType,
  ConnectorNotConfiguredError,
  type ConnectorNotConfiguredErrorType,
  DisconnectedError,
  type DisconnectedErrorType,
  InternalError,
  type InternalErrorType,
  PairingExpiredError,
  type PairingExpiredErrorType,
  type ProviderErrorParameters,
  ProviderNotFoundError,
  type ProviderNotFoundErrorType,
  RequestPendingError,
  type RequestPendingErrorType,
  UnauthorizedError,
  type UnauthorizedErrorType,
  UnknownWalletError,
  type UnknownWalletErrorType,
  UnsupportedMethodError,
  type UnsupportedMethodErrorType,
  UserRejectedRequestError,
  type UserRejectedRequestErrorType,
} from './errors/provider.ts'
export {
  SignInError,
  type SignInErrorType,
  type SignInOperation,
} from './errors/signIn.ts'
export {
  InvalidTokenError,
  type InvalidTokenErrorType,
} from './errors/tokens.ts'
export {
  InvalidRecentTransactionError,
  type InvalidRecentTransactionErrorType,
  RecentTransactionAccountError,
  type RecentTransactionAccountErrorType,
  type RecentTransactionErrorParameters,
  TransactionNotFromAccountError,
  type TransactionNotFromAccountErrorType,
} from './errors/transactions.ts'
export {
  DuplicateWalletError,
  type DuplicateWalletErrorType,
  InvalidWalletError,
  type InvalidWalletErrorType,
  WalletNotListedError,
  type WalletNotListedErrorType,
} from './errors/wallets.ts'
export { walletConnectLink } from './mobile/walletConnectLink.ts'
export {
  type AccountAvatarQueryKey,
  type AccountAvatarQueryOptions,
  type AccountAvatarQueryParameters,
  accountAvatarQueryOptions,
} from './query/accountAvatarQueryOptions.ts'
export {
  type AccountBalanceQueryKey,
  type AccountBalanceQueryOptions,
  type AccountBalanceQueryParameters,
  accountBalanceQueryOptions,
} from './query/accountBalanceQueryOptions.ts'
export {
  type AccountNameQueryKey,
  type AccountNameQueryOptions,
  type AccountNameQueryParameters,
  accountNameQueryOptions,
} from './query/accountNameQueryOptions.ts'
export { createQueryClient } from './query/createQueryClient.ts'
export { persistWalletCache } from './query/persistWalletCache.ts'
export {
  ensNameStaleTime,
  failedReadRetryInterval,
  persistDefaults,
  queryDefaults,
} from './query/queryDefaults.ts'
export { refetchWhileUnreachable } from './query/refetchWhileUnreachable.ts'
export {
  type TokenBalancesQueryKey,
  type TokenBalancesQueryOptions,
  type TokenBalancesQueryParameters,
  tokenBalancesQueryOptions,
} from './query/tokenBalancesQueryOptions.ts'
export { initialStateFromCookie } from './session/initialStateFromCookie.ts'
export { mirrorStatus } from './session/mirrorStatus.ts'
export {
  type StartLatchParameters,
  startLatch,
} from './session/startLatch.ts'
export {
  type GetTokenBalancesErrorType,
  type GetTokenBalancesParameters,
  type GetTokenBalancesReturnType,
  getTokenBalances,
} from './tokens/getTokenBalances.ts'
export { isTokenSymbol } from './tokens/isTokenSymbol.ts'
export type { TokenBalance } from './tokens/TokenBalance.ts'
export type { TokenListing, TokenListings } from './tokens/TokenListing.ts'
export {
  type AddRecentTransactionErrorType,
  type AddRecentTransactionParameters,
  type AddRecentTransactionReturnType,
  addRecentTransaction,
} from './transactions/addRecentTransaction.ts'
export {
  type ClearRecentTransactionsErrorType,
  type ClearRecentTransactionsParameters,
  clearRecentTransactions,
} from './transactions/clearRecentTransactions.ts'
export {
  type GetRecentTransactionsParameters,
  type GetRecentTransactionsReturnType,
  getRecentTransactions,
} from './transactions/getRecentTransactions.ts'
export {
  getWalletCallsMode,
  type WalletCallsMode,
} from './transactions/getWalletCallsMode.ts'
export type {
  RecentTransaction,
  RecentTransactionStatus,
} from './transactions/parseRecentTransactions.ts'
export type { RecentTransactionsScopeParameters } from './transactions/recentTransactionsScope.ts'
export {
  type SendWalletCallsErrorType,
  type SendWalletCallsParameters,
  type SendWalletCallsReturnType,
  sendWalletCalls,
  type WalletCall,
} from './transactions/sendWalletCalls.ts'
export {
  type SendWalletTransactionErrorType,
  type SendWalletTransactionParameters,
  type SendWalletTransactionReturnType,
  sendWalletTransaction,
} from './transactions/sendWalletTransaction.ts'
export {
  type WatchRecentTransactionsParameters,
  watchRecentTransactions,
} from './transactions/watchRecentTransactions.ts'
export { baseAccount } from './wallets/baseAccount.ts'
export { coinbaseWallet } from './wallets/coinbaseWallet.ts'
export { injectedWallets } from './wallets/injectedWallets.ts'
export { ledgerLive } from './wallets/ledgerLive.ts'
export { metaMask } from './wallets/metaMask.ts'
export { okx } from './wallets/okx.ts'
export { rainbow } from './wallets/rainbow.ts'
export { trust } from './wallets/trust.ts'
export { uniswap } from './wallets/uniswap.ts'
export { walletConnect } from './wallets/walletConnect.ts'
export { zerion } from './wallets/zerion.ts'
