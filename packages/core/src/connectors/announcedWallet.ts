import { injected } from '@wagmi/core'
import { latchConnector } from './latchConnector.ts'
import type { WalletDescriptor } from './walletDescriptor.ts'
import { browserWalletIcon } from './walletIcons.ts'
import type { AnnouncedWallet } from './watchAnnouncedWallets.ts'

// Only images, as data URIs of an image type: an announced icon can never be
// markup, a script, or a request to a server the wallet chose.
const imageDataUri = /^data:image\/(png|jpeg|webp|gif|svg\+xml)[;,]/

/** A wallet announced over EIP-6963, with the provider it announced. */
export type AnnouncedWalletDescriptor = WalletDescriptor & {
  provider: AnnouncedWallet['provider']
}

/**
 * A wallet announced over EIP-6963, under its own name and icon: wagmi's
 * injected connector on its provider, under Latch's rules. As wagmi does, its
 * connector id is its rdns.
 */
export function announcedWallet(
  wallet: AnnouncedWallet,
): AnnouncedWalletDescriptor {
  const { info, provider } = wallet
  const icon = imageDataUri.test(info.icon) ? info.icon : browserWalletIcon
  return {
    id: info.rdns,
    name: info.name,
    icon,
    kind: 'announced',
    provider,
    pairing: false,
    origins: { connect: [], frame: [] },
    connector: {
      eager: true,
      create: () =>
        latchConnector(
          injected({
            target: { id: info.rdns, name: info.name, icon, provider },
          }),
        ),
    },
    unavailable: undefined,
    clearStorage: async () => {},
  }
}
