/**
 * Whether `value` is an ERC-20 `decimals`: an integer from 0 to 255 (a
 * uint8; a larger one would have a balance formatted with that many zeros).
 */
export function isTokenDecimals(value: unknown): value is number {
  return (
    Number.isInteger(value) &&
    (value as number) >= 0 &&
    (value as number) <= 255
  )
}
