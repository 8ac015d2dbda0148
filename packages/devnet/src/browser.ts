// @latch/devnet/browser: what runs in a page: the devnet's chains and the
// Dev wallet (a real EIP-1193 provider), announced over EIP-6963 or
// installed as window.ethereum or the Coinbase extension.

export {
  type DevnetChain,
  type DevnetChainId,
  devnetAccountAbstractionContracts,
  devnetBundlerPath,
  devnetChainIds,
  devnetChains,
  devnetContracts,
  devnetDeployer,
  devnetPaymasterPath,
  devnetProjectId,
  devnetRelayPath,
  devnetRpcPath,
  devnetVisitorAccountIndex,
} from './chains/devnetChains.ts'
export { enableWalletConnectTestMode } from './relay/enableWalletConnectTestMode.ts'

export { announceProvider } from './wallet/announceProvider.ts'
export {
  type CreateDevWalletParameters,
  createDevWallet,
  type DevWallet,
  type DevWalletChain,
  type DevWalletInfo,
  type DevWalletProvider,
  type DevWalletStorage,
} from './wallet/createDevWallet.ts'
export type {
  CoinbaseAppInfo,
  DevWalletCallsMode,
  DevWalletCapabilities,
  DevWalletControl,
  DevWalletDisconnectOptions,
  DevWalletExtensionCall,
  DevWalletState,
} from './wallet/createDevWalletControl.ts'
export type {
  DevWalletFailure,
  DevWalletRequest,
  DevWalletRequestMatch,
} from './wallet/createFaultScript.ts'
export type { DevWalletTransaction } from './wallet/createTransactionControl.ts'
export {
  devAccount,
  devAccountCount,
  devMnemonic,
} from './wallet/devAccount.ts'
export { devWalletIcon } from './wallet/devWalletIcon.ts'
export type {
  DevWalletGlobals,
  DevWalletInjectConfig,
} from './wallet/injectDevWallet.ts'
export {
  type CoinbaseExtension,
  installCoinbaseExtension,
} from './wallet/installCoinbaseExtension.ts'
export { installEthereum } from './wallet/installEthereum.ts'
