/**
 * The account button's tooltip: the address, or the name and the address,
 * each in its own first-strong isolate (U+2068 … U+2069), so that neither
 * can reorder the other or the parentheses between them.
 */
export function accountTitle(account: string, name?: string | undefined) {
  return name ? `\u2068${name}\u2069 (\u2068${account}\u2069)` : account
}
