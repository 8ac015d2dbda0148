/**
 * Whether `value` is a token symbol Latch shows: 1 to 16 letters, digits,
 * currency signs and `.`, `_`, `+`, `-`; no space, no control, format or
 * bidirectional character, nothing that could pass for another text. A
 * node's answer (an ERC-20 `symbol()`) is shown only when it is one.
 */
export function isTokenSymbol(value: unknown): value is string {
  return (
    typeof value === 'string' && /^[\p{L}\p{N}\p{Sc}._+-]{1,16}$/u.test(value)
  )
}
