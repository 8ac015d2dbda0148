import {
  announceProvider,
  createDevWallet,
  devnetChains,
  enableWalletConnectTestMode,
} from '@latch/devnet/browser'

/**
 * Devnet builds only: the Dev wallet (a real EIP-1193 wallet signing with a
 * devnet key), announced over EIP-6963, and WalletConnect's Verify step off
 * (offline it would wait for a server it cannot reach).
 */
export function installDevWallet(): void {
  enableWalletConnectTestMode()
  const wallet = createDevWallet({
    chains: devnetChains(window.location.origin).map((chain) => ({
      id: chain.id,
      name: chain.name,
      rpcUrl: chain.rpcUrls.default.http[0]!,
    })),
    info: { name: 'Dev wallet', rdns: 'dev.latch.devwallet' },
    persist: true,
  })
  // `?devWallet=off`: the page as a browser without a wallet sees it.
  if (new URLSearchParams(window.location.search).get('devWallet') !== 'off')
    announceProvider(wallet, window)
}
