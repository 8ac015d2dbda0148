import { getDefaultConfig } from '@rainbow-me/rainbowkit'
import {
  coinbaseWallet,
  injectedWallet,
  metaMaskWallet,
  rainbowWallet,
  walletConnectWallet,
} from '@rainbow-me/rainbowkit/wallets'
import { base, mainnet } from 'wagmi/chains'

export const config = getDefaultConfig({
  appName: 'My dapp',
  projectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID,
  chains: [mainnet, base],
  wallets: [
    {
      groupName: 'Popular',
      wallets: [metaMaskWallet, rainbowWallet, coinbaseWallet],
    },
    {
      groupName: 'More',
      wallets: [injectedWallet, walletConnectWallet],
    },
  ],
})

declare module 'wagmi' {
  interface Register {
    config: typeof config
  }
}
