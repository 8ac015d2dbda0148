// Greek and Cyrillic letters drawn like Latin ones (after lower-casing),
// and the Latin letter each passes for: enough to tell `ΜеtаΜаѕk` from
// `MetaMask` (Unicode's full confusables table is not needed for that).
const lookAlikes: Record<string, string> = {
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ζ: 'z',
  // Cyrillic
  а: 'a',
  в: 'b',
  с: 'c',
  д: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  ԛ: 'q',
  г: 'r',
  ѕ: 's',
  т: 't',
  у: 'y',
  ѵ: 'v',
  ԝ: 'w',
  х: 'x',
  ү: 'y',
  з: '3',
}

// Format characters (bidi controls, zero-width joiners and spaces, the BOM),
// other controls, and spaces: invisible, or nearly.
const invisible = /[\p{Cf}\p{Cc}\p{Z}]/gu

/**
 * What a wallet's name looks like, for telling two names apart at a glance:
 * NFKC, lower case, with no invisible character or space, each Greek or
 * Cyrillic look-alike of a Latin letter replaced by it. Two names with one
 * skeleton read as the same name.
 */
export function walletNameSkeleton(name: string): string {
  return Array.from(
    name.normalize('NFKC').toLowerCase().replace(invisible, ''),
    (character) => lookAlikes[character] ?? character,
  ).join('')
}
