/**
 * The longest account name (ENS) Latch shows, in UTF-16 code units: a longer
 * one is never shown, the address stands in (the React path and the
 * prerendered page alike).
 */
export const accountNameMaxLength = 255
