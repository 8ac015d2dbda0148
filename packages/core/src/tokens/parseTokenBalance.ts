import {
  decodeAbiParameters,
  type Hex,
  hexToString,
  isHex,
  size,
  trim,
} from 'viem'
import { isTokenDecimals } from './isTokenDecimals.ts'
import { isTokenSymbol } from './isTokenSymbol.ts'
import type { TokenBalance } from './TokenBalance.ts'
import type { ParsedTokenListing } from './TokenListing.ts'
import type { TokenMetadata } from './tokenMetadataCache.ts'

/**
 * What a token's calls returned, each its return data as the node gave it
 * (`0x…`); anything else (`undefined` for a call that failed or was not
 * made) is no answer.
 */
export type TokenAnswers = {
  balance: unknown
  symbol?: unknown
  decimals?: unknown
}

export type ParseTokenBalanceReturnType = {
  balance: TokenBalance
  /** The contract's own symbol and decimals, when both are plain: to cache. */
  metadata?: TokenMetadata | undefined
}

/**
 * A listed token's answers, decoded and checked: the balance a uint256, the
 * symbol a string (or, as some early tokens answer, a bytes32) that
 * `isTokenSymbol` accepts, the decimals an integer from 0 to 255 (the
 * dapp's own symbol and decimals, then the cached ones, come first).
 * Anything else (a failed call, no data, a word too short, a string whose
 * offset points nowhere, a symbol with a control character) makes the token
 * `unavailable`; never throws.
 */
export function parseTokenBalance(
  listing: ParsedTokenListing,
  answers: TokenAnswers,
  cached?: TokenMetadata | undefined,
): ParseTokenBalanceReturnType {
  const { address } = listing
  const value = decode(answers.balance, 'uint256')
  const symbol = decodeSymbol(answers.symbol)
  const decimals = decode(answers.decimals, 'uint256')
  const chainDecimals =
    typeof decimals === 'bigint' && decimals <= 255n
      ? Number(decimals)
      : undefined
  const metadata =
    symbol !== undefined && chainDecimals !== undefined
      ? { symbol, decimals: chainDecimals }
      : undefined
  const shownSymbol = listing.symbol ?? cached?.symbol ?? symbol
  const shownDecimals = listing.decimals ?? cached?.decimals ?? chainDecimals
  if (
    typeof value !== 'bigint' ||
    !isTokenSymbol(shownSymbol) ||
    !isTokenDecimals(shownDecimals)
  )
    return {
      balance: {
        address,
        status: 'unavailable',
        ...(listing.symbol !== undefined ? { symbol: listing.symbol } : {}),
      },
      metadata,
    }
  return {
    balance: { address, symbol: shownSymbol, decimals: shownDecimals, value },
    metadata,
  }
}

/** One ABI value from return data; undefined when it is not one. */
function decode(data: unknown, type: 'uint256' | 'string'): unknown {
  if (typeof data !== 'string' || !isHex(data, { strict: true })) return
  try {
    return decodeAbiParameters([{ type }], data as Hex)[0]
  } catch {
    return
  }
}

/** A symbol: an ABI string, else a bytes32 padded with zeros; only a plain one. */
function decodeSymbol(data: unknown): string | undefined {
  let symbol = decode(data, 'string')
  if (
    symbol === undefined &&
    typeof data === 'string' &&
    isHex(data, { strict: true }) &&
    size(data as Hex) === 32
  )
    try {
      symbol = hexToString(trim(data as Hex, { dir: 'right' }))
    } catch {}
  return isTokenSymbol(symbol) ? symbol : undefined
}
