// The workspace's test harness (private: not published).

export {
  type BaseAccountWindow,
  type BaseAccountWindowChain,
  type BaseAccountWindowConfig,
  type BaseAccountWindowKeyStore,
  type BaseAccountWindowParameters,
  baseAccountWindow,
  baseAccountWindowOrigin,
  installBaseAccountWindow,
  type OpenedBaseAccountWindow,
} from './baseAccountWindow.ts'
export { closeWalletConnectProvider } from './closeWalletConnectProvider.ts'
export {
  type CreateTestConfigParameters,
  createTestConfig,
  publicTestChains,
} from './createTestConfig.ts'
export { type ForkedServers, forkServers } from './forkServers.ts'
export { hostileAccountNames } from './hostileAccountNames.ts'
export { moduleGraph } from './moduleGraph.ts'
export {
  presentWallet,
  type WalletPresentation,
} from './presentWallet.ts'
export { quietly } from './quietly.ts'
export {
  type RawExchange,
  rawExchange,
  rawRequest,
  upgradeHeaders,
} from './rawExchange.ts'
export { requestTargets } from './requestTargets.ts'
export { setPrimaryName } from './setPrimaryName.ts'
export {
  type DevnetTestbed,
  setupDevnetTestbed,
} from './setupDevnetTestbed.ts'
export {
  type RelayTestbed,
  setupRelayTestbed,
} from './setupRelayTestbed.ts'
export {
  type MainnetStandIn,
  startMainnetStandIn,
} from './startMainnetStandIn.ts'
export {
  startTestDevnet,
  type TestDevnet,
} from './startTestDevnet.ts'
export {
  type WalletConnectSessionParameters,
  walletConnectSession,
} from './walletConnectSession.ts'
