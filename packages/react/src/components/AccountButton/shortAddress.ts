import type { Address } from 'viem'

/** `0xf39F…2266`: the checksummed address, shortened for a button. */
export function shortAddress(address: Address): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}
