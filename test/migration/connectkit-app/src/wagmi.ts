import { getDefaultConfig } from 'connectkit'
import { createConfig } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'

export const config = createConfig(
  getDefaultConfig({
    appName: 'My dapp',
    walletConnectProjectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID,
    chains: [mainnet, base],
  }),
)
