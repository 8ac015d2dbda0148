import { enableWalletConnectTestMode } from '../../devnet/relay/enableWalletConnectTestMode.ts'
import { announceProvider } from '../../devnet/wallet/announceProvider.ts'
import { createDevWallet } from '../../devnet/wallet/createDevWallet.ts'
import {
  devnetChains,
  devnetProjectId,
  devnetRelayPath,
} from '../config/devnet.ts'
import type { DevnetSetup } from '../config/wagmi.ts'

/** The Dev wallet's EIP-6963 identity in the devnet app. */
export const devWalletInfo = {
  name: 'Dev wallet',
  rdns: 'dev.latch.devwallet',
} as const

/**
 * Devnet builds only: announces the Dev wallet over EIP-6963 (it never takes
 * `window.ethereum` from a real extension) and returns the devnet's chains and
 * WalletConnect relay for the config.
 */
export function installDevnet(origin: string): DevnetSetup {
  // Offline, WalletConnect's Verify step would wait ~5 s on every request for
  // a server it cannot reach. Devnet builds only: Verify protects visitors.
  enableWalletConnectTestMode()
  const chains = devnetChains(origin)
  const wallet = createDevWallet({
    chains: chains.map((chain) => ({
      id: chain.id,
      name: chain.name,
      rpcUrl: chain.rpcUrls.default.http[0]!,
    })),
    info: devWalletInfo,
    persist: true,
  })
  announceProvider(wallet, window)
  return {
    chains,
    walletConnect: {
      projectId: devnetProjectId,
      relayUrl: `${origin.replace(/^http/, 'ws')}${devnetRelayPath}`,
    },
  }
}
