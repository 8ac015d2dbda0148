import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { createRoot } from 'react-dom/client'
import { http } from 'viem'
import { createConfig, WagmiProvider } from 'wagmi'
import { coinbaseWallet, injected, walletConnect } from 'wagmi/connectors'
import { appName, chains, projectId } from './chains.ts'

// ConnectKit 1.9 as its docs set it up (getDefaultConfig), with the three
// connectors named (its default adds an Aave account connector): the
// injected wallet (EIP-6963 wallets are discovered too), Coinbase Wallet and
// WalletConnect with ConnectKit's own QR code.
const config = createConfig(
  getDefaultConfig({
    appName,
    chains,
    walletConnectProjectId: projectId,
    enableAaveAccount: false,
    connectors: [
      injected(),
      coinbaseWallet({ appName }),
      walletConnect({ projectId, showQrModal: false }),
    ],
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
  }),
)

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={new QueryClient()}>
      <ConnectKitProvider>
        <h1>{appName}</h1>
        <ConnectKitButton />
      </ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
