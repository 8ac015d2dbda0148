// @latch/react: LatchProvider, the wallet button, dialogs and controls, headless
// hooks and the message catalogue. The styles: import '@latch/react/styles.css'.

export type {
  AvatarComponent,
  AvatarComponentProps,
} from './components/AccountAvatar/AccountAvatar.tsx'
export type { AccountAction } from './components/AccountDialog/AccountAction.ts'
export {
  AddToken,
  type AddTokenProps,
  type TokenSuggestion,
} from './components/AddToken/AddToken.tsx'
export {
  Avatar,
  type AvatarProps,
} from './components/Avatar/Avatar.tsx'
export {
  ConnectButton,
  type ConnectButtonAccountStatus,
  type ConnectButtonChainStatus,
  type ConnectButtonProps,
  type ResponsiveValue,
} from './components/ConnectButton/ConnectButton.tsx'
export type {
  ConnectButtonCustomProps,
  ConnectButtonRenderProps,
} from './components/ConnectButton/ConnectButtonCustom.tsx'
export {
  GasPayer,
  type GasPayerProps,
} from './components/GasPayer/GasPayer.tsx'
export { sponsorshipErrorMessage } from './components/GasPayer/sponsorshipErrorMessage.ts'
export {
  LatchFirstPaintScript,
  type LatchFirstPaintScriptProps,
} from './components/LatchFirstPaintScript/LatchFirstPaintScript.tsx'
export { NetworkMenu } from './components/NetworkMenu/NetworkMenu.tsx'
export { RecentTransactions } from './components/RecentTransactions/RecentTransactions.tsx'
export {
  SendCallsButton,
  type SendCallsButtonProps,
} from './components/SendCallsButton/SendCallsButton.tsx'
export { SignIn } from './components/SignIn/SignIn.tsx'
export { SignMessage } from './components/SignMessage/SignMessage.tsx'
export { UnsupportedNetworkBanner } from './components/UnsupportedNetworkBanner/UnsupportedNetworkBanner.tsx'
export {
  WalletButton,
  type WalletButtonProps,
} from './components/WalletButton/WalletButton.tsx'
export type {
  WalletButtonCustomProps,
  WalletButtonPhase,
  WalletButtonRenderProps,
} from './components/WalletButton/WalletButtonCustom.tsx'
export { useAccountAvatar } from './hooks/useAccountAvatar.ts'
export {
  type UseAccountBalanceParameters,
  type UseAccountBalanceReturnType,
  useAccountBalance,
} from './hooks/useAccountBalance.ts'
export {
  type UseAccountDialogReturnType,
  useAccountDialog,
} from './hooks/useAccountDialog.ts'
export { useAccountDisplay } from './hooks/useAccountDisplay.ts'
export { useAccountName } from './hooks/useAccountName.ts'
export { useAddRecentTransaction } from './hooks/useAddRecentTransaction.ts'
export { useClearRecentTransactions } from './hooks/useClearRecentTransactions.ts'
export {
  type UseConnectDialogReturnType,
  useConnectDialog,
} from './hooks/useConnectDialog.ts'
export {
  type UseConnectWalletReturnType,
  type UseConnectWalletVariables,
  useConnectWallet,
} from './hooks/useConnectWallet.ts'
export {
  type UseDisconnectWalletReturnType,
  useDisconnectWallet,
} from './hooks/useDisconnectWallet.ts'
export { useLatchConfig } from './hooks/useLatchConfig.ts'
export {
  type UseNetworkDialogReturnType,
  useNetworkDialog,
} from './hooks/useNetworkDialog.ts'
export {
  type UseOpenWalletReturnType,
  useOpenWallet,
} from './hooks/useOpenWallet.ts'
export { useRecentTransactions } from './hooks/useRecentTransactions.ts'
export {
  type UseSendWalletCallsReturnType,
  useSendWalletCalls,
} from './hooks/useSendWalletCalls.ts'
export {
  type UseSendWalletTransactionReturnType,
  useSendWalletTransaction,
} from './hooks/useSendWalletTransaction.ts'
export {
  type UseSignWalletMessageReturnType,
  useSignWalletMessage,
} from './hooks/useSignWalletMessage.ts'
export { type UseSiweReturnType, useSiwe } from './hooks/useSiwe.ts'
export {
  type UseSponsorshipParameters,
  useSponsorship,
} from './hooks/useSponsorship.ts'
export {
  type UseSwitchWalletChainReturnType,
  type UseSwitchWalletChainVariables,
  useSwitchWalletChain,
} from './hooks/useSwitchWalletChain.ts'
export {
  type UseTokenBalancesParameters,
  type UseTokenBalancesReturnType,
  useTokenBalances,
} from './hooks/useTokenBalances.ts'
export {
  type UseWalletCapabilitiesParameters,
  useWalletCapabilities,
} from './hooks/useWalletCapabilities.ts'
export { useWalletConnection } from './hooks/useWalletConnection.ts'
export { useWalletOptions } from './hooks/useWalletOptions.ts'
export { useWalletQueryClient } from './hooks/useWalletQueryClient.ts'
export {
  type UseWatchWalletAssetReturnType,
  useWatchWalletAsset,
} from './hooks/useWatchWalletAsset.ts'
export {
  en,
  type Messages,
} from './i18n/en.ts'
export { errorMessage } from './i18n/errorMessage.ts'
export { isolate } from './i18n/isolate.ts'
export { type Language, languages } from './i18n/languages.ts'
export {
  type CatalogueImports,
  loadCatalogue,
} from './i18n/loadCatalogue.ts'
export { loadMessages } from './i18n/loadMessages.ts'
export { useMessages } from './i18n/MessagesContext.ts'
export { matchLanguage } from './i18n/matchLanguage.ts'
export { type PluralForms, plural } from './i18n/plural.ts'
export type { SiweMessages } from './i18n/siwe/en.ts'
export { useSiweMessages } from './i18n/siwe/useSiweMessages.ts'
export type { TransactionMessages } from './i18n/transactions/en.ts'
export { useTransactionMessages } from './i18n/transactions/useTransactionMessages.ts'
export { useLocalized } from './i18n/useLocalized.ts'
export {
  LatchProvider,
  type LatchProviderProps,
} from './LatchProvider.tsx'
export {
  type StoredAccountScriptData,
  type StoredAccountScriptParameters,
  storedAccountScript,
} from './prerender/storedAccountScript.ts'
export type {
  LatchColorScheme,
  LatchTheme,
  LatchThemeToken,
} from './theme/LatchTheme.ts'
