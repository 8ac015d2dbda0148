import { injected } from '@wagmi/core'
import { latchConnector } from './latchConnector.ts'
import type { WalletDescriptor } from './walletDescriptor.ts'
import { browserWalletIcon } from './walletIcons.ts'

/**
 * The browser's own wallet, `window.ethereum` (an extension that does not
 * announce itself over EIP-6963): wagmi's injected connector under Latch's
 * rules, registered at once (it loads nothing).
 */
export function browserWallet(): WalletDescriptor {
  return {
    id: 'injected',
    name: 'Browser wallet',
    icon: browserWalletIcon,
    kind: 'browser',
    pairing: false,
    origins: { connect: [], frame: [] },
    connector: {
      eager: true,
      create: () =>
        latchConnector(
          injected({
            target: {
              id: 'injected',
              name: 'Browser wallet',
              provider: (window) => window?.ethereum,
            },
          }),
        ),
    },
    unavailable: undefined,
    clearStorage: async () => {},
  }
}
