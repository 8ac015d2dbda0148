import type { Address } from 'viem'

/**
 * A token the dapp lists on a chain (`createLatchConfig({ tokens })`): its
 * address, or its address with the symbol and decimals to show instead of
 * the ones its contract answers.
 */
export type TokenListing =
  | Address
  | {
      address: Address
      /** Shown instead of the contract's `symbol()`. */
      symbol?: string | undefined
      /** Used instead of the contract's `decimals()`. */
      decimals?: number | undefined
    }

/** The tokens the dapp lists, per chain id. */
export type TokenListings<chainId extends number = number> = {
  [id in chainId]?: readonly TokenListing[] | undefined
}

/** A listed token, checked (`parseTokens`): its address checksummed. */
export type ParsedTokenListing = {
  address: Address
  symbol?: string | undefined
  decimals?: number | undefined
}
