/**
 * A value placed in a right-to-left sentence (a wallet's or a chain's name,
 * an address, a number): always wrapped in a first-strong isolate (U+2068 …
 * U+2069), so a Latin name, its punctuation and digits keep their own order
 * and never pull the words around them out of place. The Arabic and Hebrew
 * catalogues wrap every value they are given.
 */
export function fsi(value: string | number): string {
  return `\u2068${value}\u2069`
}
