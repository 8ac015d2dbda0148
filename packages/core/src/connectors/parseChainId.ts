/**
 * A chain id as EIP-1193 gives it (a hex string; some wallets send a decimal
 * string or a number): a positive safe integer, or `undefined`.
 */
export function parseChainId(value: unknown): number | undefined {
  let id: number | undefined
  if (typeof value === 'number') id = value
  else if (typeof value === 'string') {
    if (/^0x[0-9a-f]{1,14}$/i.test(value)) id = Number.parseInt(value, 16)
    else if (/^[0-9]{1,16}$/.test(value)) id = Number(value)
  }
  return id !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined
}
