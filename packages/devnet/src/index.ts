// @latch/devnet (Node): the devnet's processes and test helpers, and what
// '@latch/devnet/browser' offers a page.

export type { PaymasterPolicy } from './accountAbstraction/answerPaymasterRequest.ts'
export { BundlerNotInstalledError } from './accountAbstraction/BundlerNotInstalledError.ts'
export type { PaymasterService } from './accountAbstraction/startPaymasterService.ts'
export {
  type Anvil,
  type StartAnvilParameters,
  startAnvil,
} from './anvil.ts'
// Everything a page may use is the Node entry's too: one list, in browser.ts.
export {
  announceProvider,
  type CoinbaseAppInfo,
  type CoinbaseExtension,
  type CreateDevWalletParameters,
  createDevWallet,
  type DevnetChain,
  type DevnetChainId,
  type DevWallet,
  type DevWalletCallsMode,
  type DevWalletCapabilities,
  type DevWalletChain,
  type DevWalletControl,
  type DevWalletDisconnectOptions,
  type DevWalletExtensionCall,
  type DevWalletFailure,
  type DevWalletGlobals,
  type DevWalletInfo,
  type DevWalletInjectConfig,
  type DevWalletProvider,
  type DevWalletRequest,
  type DevWalletRequestMatch,
  type DevWalletState,
  type DevWalletStorage,
  type DevWalletTransaction,
  devAccount,
  devAccountCount,
  devMnemonic,
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
  devWalletIcon,
  enableWalletConnectTestMode,
  installCoinbaseExtension,
  installEthereum,
} from './browser.ts'
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
export {
  type RecordedConnections,
  recordConnections,
} from './recordConnections.ts'
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
  type DevnetAccountAbstraction,
  type DevnetProxy,
  type StartDevnetParameters,
  startDevnet,
} from './startDevnet.ts'
export { buildInjectScript } from './wallet/buildInjectScript.ts'
export {
  type StartWalletPeerParameters,
  startWalletPeer,
  type WalletPeer,
  type WalletPeerChain,
  type WalletPeerRequest,
  type WalletPeerSession,
} from './walletPeer/startWalletPeer.ts'
