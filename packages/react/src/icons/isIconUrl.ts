import { isWalletIcon } from '@latch/core/internal'

/**
 * Whether Latch shows `icon` (a wallet's, a chain's, an account action's):
 * the config's rule for wallet icons, an image `data:` URI, a path on the
 * page's origin (`/…`, `./…`, `../…`) or an `https:` URL; never another
 * scheme or markup. The config's own function: one rule, in the first
 * paint once.
 */
export const isIconUrl: (icon: unknown) => icon is string = isWalletIcon
