// Format characters: bidi controls (U+202E shows `Meta\u202EksaM` as
// `MetaMask`), zero-width spaces and joiners, the BOM.
const formatCharacter = /\p{Cf}/u
const latinLetter = /\p{Script=Latin}/u
const otherLetter = /(?!\p{Script=Latin})\p{L}/u

/**
 * Whether a wallet's name may be shown as something it is not: it carries
 * format characters (bidi controls, zero-width ones), or mixes Latin letters
 * with letters of another script (`ΜеtаΜаѕk`, Greek and Cyrillic).
 */
export function isDisguisedWalletName(name: string): boolean {
  return (
    formatCharacter.test(name) ||
    (latinLetter.test(name) && otherLetter.test(name))
  )
}
