// @latch/devnet (Node): the devnet's processes and test helpers, and what
// '@latch/devnet/browser' offers a page.

export {
  type Anvil,
  type StartAnvilParameters,
  startAnvil,
} from './anvil.ts'
export {
  type DevnetChain,
  type DevnetChainId,
  devnetChainIds,
  devnetChains,
  devnetContracts,
  devnetDeployer,
  devnetProjectId,
  devnetRelayPath,
  devnetRpcPath,
} from './chains/devnetChains.ts'
export {
  type FaultMode,
  type FaultyNode,
  startFaultyNode,
} from './faultyNode.ts'
export {
  type DeployFixturesParameters,
  type DevnetFixtures,
  deployFixtures,
} from './fixtures.ts'
export { freePort } from './freePort.ts'
export { pseudoLocalize } from './i18n/pseudoLocalize.ts'
export {
  type RecordedConnections,
  recordConnections,
} from './recordConnections.ts'
export { enableWalletConnectTestMode } from './relay/enableWalletConnectTestMode.ts'
export {
  defaultRelayLimits,
  type Relay,
  type RelayLimits,
  type RelayRequest,
  type StartRelayParameters,
  startRelay,
} from './relay/startRelay.ts'
export {
  type RoutedNetwork,
  routeNetwork,
} from './routeNetwork.ts'
export {
  type Devnet,
  type DevnetProxy,
  type StartDevnetParameters,
  startDevnet,
} from './startDevnet.ts'
export { announceProvider } from './wallet/announceProvider.ts'
export { buildInjectScript } from './wallet/buildInjectScript.ts'
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
export {
  type StartWalletPeerParameters,
  startWalletPeer,
  type WalletPeer,
  type WalletPeerChain,
  type WalletPeerRequest,
  type WalletPeerSession,
} from './walletPeer/startWalletPeer.ts'
