import { injected } from '@wagmi/core'
import type { Wallet } from '../connectors/wallet.ts'
import { browserWalletIcon } from '../connectors/walletIcons.ts'

/**
 * The wallets in this browser: every wallet announced over EIP-6963, each
 * under its own name and icon, and `window.ethereum` as *Browser wallet* when
 * no announcement covers it (when there is none, *Browser wallet* is listed
 * as not installed, with where to get one). Registered at once: nothing
 * loads.
 */
export function injectedWallets(): Wallet {
  return {
    id: 'injected',
    name: 'Browser wallet',
    icon: browserWalletIcon,
    discovery: true,
    connector: {
      create: () =>
        injected({
          target: {
            id: 'injected',
            name: 'Browser wallet',
            provider: (window) => window?.ethereum,
          },
        }),
    },
  }
}
