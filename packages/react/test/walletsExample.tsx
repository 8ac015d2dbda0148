import {
  createLatchConfig,
  injectedWallets,
  metaMask,
  type Wallet,
  walletConnect,
} from '@latch/core'
import { ConnectButton, LatchProvider } from '@latch/react'
import '@latch/react/styles.css'
import { createRoot } from 'react-dom/client'
import type { EIP1193Provider } from 'viem'
import { base, mainnet } from 'viem/chains'
import { injected } from 'wagmi'

/** Acme's wallet: an EIP-1193 provider over Acme's own signing service. */
function acmeProvider(): EIP1193Provider {
  let id = 0
  return {
    async request({ method, params }: { method: string; params?: unknown }) {
      const response = await fetch('https://wallet.acme.example/rpc', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      })
      const { result, error } = await response.json()
      if (error) throw Object.assign(new Error(error.message), error)
      return result
    },
    on: () => {},
    removeListener: () => {},
  } as unknown as EIP1193Provider
}

const acme: Wallet = {
  id: 'acme',
  name: 'Acme Wallet',
  icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23e4002b"/%3E%3C/svg%3E',
  description: { en: 'Your Acme account', fr: 'Votre compte Acme' },
  install: { website: 'https://acme.example/wallet' },
  // Called on the visitor's first click: a module imported here loads then.
  connector: async () =>
    injected({
      target: { id: 'acme', name: 'Acme Wallet', provider: acmeProvider() },
    }),
}

const latch = createLatchConfig({
  appName: 'My dapp',
  chains: [mainnet, base],
  walletConnectProjectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID,
  wallets: [
    { group: 'Recommended', wallets: [acme, metaMask()] },
    { group: 'more', wallets: [injectedWallets(), walletConnect()] },
  ],
})

createRoot(document.getElementById('root')!).render(
  <LatchProvider config={latch}>
    <ConnectButton />
  </LatchProvider>,
)
