import type { Address } from 'viem'

/**
 * A listed token's balance as read (`getTokenBalances`): its symbol and
 * decimals (the dapp's, or the contract's when they are plain), its value
 * in the token's smallest unit; or `unavailable` when its calls failed or
 * answered nonsense (not a contract, a revert, a symbol or decimals Latch
 * does not show), with the dapp's symbol if it gave one.
 */
export type TokenBalance =
  | {
      address: Address
      symbol: string
      decimals: number
      value: bigint
      status?: undefined
    }
  | {
      address: Address
      status: 'unavailable'
      symbol?: string | undefined
    }
