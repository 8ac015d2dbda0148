import '@rainbow-me/rainbowkit/styles.css'
import {
  ConnectButton,
  connectorsForWallets,
  RainbowKitProvider,
} from '@rainbow-me/rainbowkit'
import {
  coinbaseWallet,
  injectedWallet,
  walletConnectWallet,
} from '@rainbow-me/rainbowkit/wallets'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { http } from 'viem'
import { createConfig, WagmiProvider } from 'wagmi'
import { appName, chains, projectId } from './chains.ts'

// RainbowKit 2.2 as its docs set up a custom wallet list: the injected
// wallet (EIP-6963 wallets are discovered too), Coinbase Wallet and
// WalletConnect, with RainbowKit's own modal and QR code.
const connectors = connectorsForWallets(
  [
    {
      groupName: 'Recommended',
      wallets: [injectedWallet, coinbaseWallet, walletConnectWallet],
    },
  ],
  { appName, projectId },
)

const config = createConfig({
  chains,
  connectors,
  transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
})

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={new QueryClient()}>
      <RainbowKitProvider>
        <h1>{appName}</h1>
        <ConnectButton />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
