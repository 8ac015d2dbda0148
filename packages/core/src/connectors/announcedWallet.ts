import { injected } from '@wagmi/core'
import { imageDataUri } from './imageDataUri.ts'
import { latchConnector } from './latchConnector.ts'
import { shortWalletName } from './shortWalletName.ts'
import type { WalletDescriptor } from './walletDescriptor.ts'
import { browserWalletIcon } from './walletIcons.ts'
import type { AnnouncedWallet } from './watchAnnouncedWallets.ts'

/** A wallet announced over EIP-6963, with the provider it announced. */
export type AnnouncedWalletDescriptor = WalletDescriptor & {
  provider: AnnouncedWallet['provider']
  /** Its reverse-DNS identifier, as announced. */
  rdns: string
  /** Its name as announced, of any length (`name` is cut to be shown). */
  fullName: string
}

export type AnnouncedWalletParameters = {
  /**
   * Its connector id: its rdns by default, as wagmi does; another for a
   * second wallet announcing the same rdns.
   */
  id?: string | undefined
}

/**
 * A wallet announced over EIP-6963, under its own name (cut to
 * `walletNameMaxLength`) and icon: wagmi's injected connector on its
 * provider, under Latch's rules.
 */
export function announcedWallet(
  wallet: AnnouncedWallet,
  parameters: AnnouncedWalletParameters = {},
): AnnouncedWalletDescriptor {
  const { info, provider } = wallet
  const { id = info.rdns } = parameters
  // `watchAnnouncedWallets` lets no other icon through; a caller may.
  const icon = imageDataUri.test(info.icon) ? info.icon : browserWalletIcon
  const name = shortWalletName(info.name)
  return {
    id,
    name,
    icon,
    kind: 'announced',
    provider,
    rdns: info.rdns,
    fullName: info.name,
    pairing: false,
    origins: { connect: [], frame: [] },
    connector: {
      eager: true,
      create: () =>
        latchConnector(
          injected({
            target: { id, name, icon, provider },
          }),
        ),
    },
    unavailable: undefined,
    clearStorage: async () => {},
  }
}
