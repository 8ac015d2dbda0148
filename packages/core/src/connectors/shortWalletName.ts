import { walletNameMaxLength } from './walletNameMaxLength.ts'

/**
 * An announced wallet's name as shown: at most `walletNameMaxLength`
 * characters (code points, so no surrogate pair is split), the rest cut
 * with an ellipsis.
 */
export function shortWalletName(name: string): string {
  const characters = Array.from(name)
  if (characters.length <= walletNameMaxLength) return name
  return `${characters.slice(0, walletNameMaxLength - 1).join('')}…`
}
