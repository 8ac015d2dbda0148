import { imageDataUri } from './imageDataUri.ts'

/**
 * A configured wallet's icon Latch shows: an image data URI, or what a
 * bundler makes of an imported image: a path on the page's own origin (`/…`,
 * `./…`, `../…`) or an `https:` URL. Never `javascript:`, markup, another
 * scheme, or a quote or space that could leave the attribute.
 */
export const walletIconUrl = /^(https:\/\/|\.{0,2}\/(?!\/))[^\s"'<>\\]*$/

/** Whether `icon` is one Latch shows (`Wallet.icon`). */
export function isWalletIcon(icon: unknown): icon is string {
  return (
    typeof icon === 'string' &&
    (imageDataUri.test(icon) || walletIconUrl.test(icon))
  )
}
