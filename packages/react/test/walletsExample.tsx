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
import { type EIP1193Provider, type Hex, numberToHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { base, mainnet } from 'viem/chains'
import { injected } from 'wagmi'

/**
 * A guest wallet of the dapp's own: a key made in this browser and kept
 * there, as an EIP-1193 provider (accounts, chain, signing; nothing else).
 */
function guestProvider(): EIP1193Provider {
  const stored = localStorage.getItem('guest.key') as Hex | null
  const key = stored ?? generatePrivateKey()
  localStorage.setItem('guest.key', key)
  const account = privateKeyToAccount(key)
  let allowed = localStorage.getItem('guest.allowed') === 'yes'
  const request = async ({
    method,
    params,
  }: {
    method: string
    params?: unknown
  }) => {
    switch (method) {
      case 'eth_requestAccounts':
        allowed = true
        localStorage.setItem('guest.allowed', 'yes')
        return [account.address]
      case 'eth_accounts':
        return allowed ? [account.address] : []
      case 'eth_chainId':
        return numberToHex(mainnet.id)
      case 'personal_sign':
        return account.signMessage({ message: { raw: (params as [Hex])[0] } })
      default:
        throw Object.assign(new Error(`${method} is not supported`), {
          code: 4200,
        })
    }
  }
  return {
    request,
    on: () => {},
    removeListener: () => {},
  } as unknown as EIP1193Provider
}

const guest: Wallet = {
  id: 'guest',
  name: 'Guest wallet',
  icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23e4002b"/%3E%3C/svg%3E',
  description: {
    en: 'A key kept in this browser',
    fr: 'Une clé gardée dans ce navigateur',
  },
  // Called on the visitor's first click: a module imported here loads then.
  connector: async () =>
    injected({
      target: { id: 'guest', name: 'Guest wallet', provider: guestProvider() },
    }),
}

const latch = createLatchConfig({
  appName: 'My dapp',
  chains: [mainnet, base],
  walletConnectProjectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID,
  wallets: [
    { group: 'Recommended', wallets: [guest, metaMask()] },
    { group: 'more', wallets: [injectedWallets(), walletConnect()] },
  ],
})

createRoot(document.getElementById('root')!).render(
  <LatchProvider config={latch}>
    <ConnectButton />
  </LatchProvider>,
)
