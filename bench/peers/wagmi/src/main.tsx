import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { http } from 'viem'
import {
  createConfig,
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  useEnsName,
  WagmiProvider,
} from 'wagmi'
import { coinbaseWallet, injected, walletConnect } from 'wagmi/connectors'
import { appName, chains, devnet, projectId } from './chains.ts'

// Plain wagmi 3, as its docs set it up: the three connectors in the config,
// WalletConnect's own QR modal, WagmiProvider reconnecting on mount.
const config = createConfig({
  chains,
  connectors: [
    injected(),
    coinbaseWallet({ appName }),
    walletConnect({ projectId, showQrModal: true }),
  ],
  transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
})

function Wallet() {
  const { address, status } = useConnection()
  const connectors = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const name = useEnsName({ address, chainId: devnet.id })
  const [open, setOpen] = useState(false)
  if (address)
    return (
      <div>
        <p>{name.data ?? address}</p>
        <p>{address}</p>
        <button type="button" onClick={() => disconnect.mutate()}>
          Disconnect
        </button>
      </div>
    )
  if (status === 'reconnecting' || status === 'connecting') return <p>…</p>
  return (
    <div>
      <button type="button" onClick={() => setOpen(!open)}>
        Connect wallet
      </button>
      {open && (
        <ul>
          {connectors.map((connector) => (
            <li key={connector.uid}>
              <button
                type="button"
                onClick={() => connect.mutate({ connector })}
              >
                {connector.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={new QueryClient()}>
      <h1>{appName}</h1>
      <Wallet />
    </QueryClientProvider>
  </WagmiProvider>,
)
