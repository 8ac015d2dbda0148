import {
  devnetChains,
  devnetProjectId,
  devnetRelayPath,
} from '../config/devnet.ts'
import type { DevnetSetup } from '../config/wagmi.ts'

/**
 * Devnet builds only: installs the Dev wallet into the page and returns the
 * devnet's chains and WalletConnect relay for the config.
 */
export function installDevnet(origin: string): DevnetSetup {
  return {
    chains: devnetChains(origin),
    walletConnect: {
      projectId: devnetProjectId,
      relayUrl: `${origin.replace(/^http/, 'ws')}${devnetRelayPath}`,
    },
  }
}
