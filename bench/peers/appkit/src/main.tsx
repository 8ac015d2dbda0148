import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { createAppKit } from '@reown/appkit/react'
import {
  type AppKitNetwork,
  arbitrum,
  base,
  mainnet,
  optimism,
  sepolia,
} from '@reown/appkit/networks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { appName, devnet, devnet2, projectId } from './chains.ts'

// Reown AppKit 1.8 with its wagmi adapter, as its docs set it up. AppKit adds
// the connectors itself: the injected wallet and EIP-6963 wallets, Coinbase
// Wallet and WalletConnect, with its own modal and QR code.
const caip = (chain: typeof devnet | typeof devnet2): AppKitNetwork => ({
  ...chain,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${chain.id}`,
})
const networks: [AppKitNetwork, ...AppKitNetwork[]] = [
  caip(devnet),
  mainnet,
  sepolia,
  base,
  optimism,
  arbitrum,
  caip(devnet2),
]

const wagmiAdapter = new WagmiAdapter({ networks, projectId })

createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata: {
    name: appName,
    description: `${appName}: connect your wallet`,
    url: location.origin,
    icons: [],
  },
})

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={new QueryClient()}>
      <h1>{appName}</h1>
      <appkit-button />
    </QueryClientProvider>
  </WagmiProvider>,
)
