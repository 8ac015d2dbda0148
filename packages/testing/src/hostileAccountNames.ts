/**
 * Names a reverse record can hold that Latch must never show beside an
 * account: none is its own ENSIP-15 normalisation, or it is longer than
 * `accountNameMaxLength` (`isNormalizedAccountName.test.ts` holds each to
 * that). Each reads as something it is not, or hides what it is.
 */
export const hostileAccountNames = [
  // The issue's: `0xd8dA…6045\u202E.eth` shows as `0xd8dA…6045hte.`, an
  // address that is not the account's.
  '0xd8dA…6045\u202E.eth',
  '<img src=x onerror="globalThis.pwned=1">.eth',
  // Bidi overrides and isolates.
  '\u202Eteg-ot-kcab.eth',
  'alice\u202D.eth',
  '\u2066alice\u2069.eth',
  'alice\u200F.eth',
  // Zero-width characters: a space, a joiner between letters, a non-joiner.
  'ali\u200Bce.eth',
  'ali\u200Dce.eth',
  'ali\u200Cce.eth',
  '\uFEFFalice.eth',
  // Mixed scripts: Greek and Latin in one label; a Cyrillic `а` for `a`.
  'αlice.eth',
  '\u0430lice.eth',
  'p\u0430ypal.eth',
  // Not normalised: upper case, an empty label, hyphens in 3rd and 4th place.
  'Alice.eth',
  'alice..eth',
  'ab--c.eth',
  // Too long: 300 characters, and one over the cap.
  `${'a'.repeat(296)}.eth`,
  `${'a'.repeat(252)}.eth`,
] as const
