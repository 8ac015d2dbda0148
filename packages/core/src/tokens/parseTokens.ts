import { type Address, getAddress, isAddress } from 'viem'
import { InvalidTokenError } from '../errors/tokens.ts'
import { isTokenDecimals } from './isTokenDecimals.ts'
import { isTokenSymbol } from './isTokenSymbol.ts'
import type { ParsedTokenListing } from './TokenListing.ts'

/** How many tokens a chain may list: all are read in one call. */
export const maxTokensPerChain = 50

/**
 * The tokens of `createLatchConfig({ tokens })`, checked: per chain id (one
 * of `chainIds`), each an address (a mixed-case one with its checksum) or
 * `{ address, symbol?, decimals? }`, with a symbol `isTokenSymbol` accepts
 * and decimals an integer from 0 to 255, each once, at most
 * `maxTokensPerChain`. Throws `InvalidTokenError` naming the first that is
 * not.
 */
export function parseTokens(
  tokens: unknown,
  chainIds: readonly number[],
): ReadonlyMap<number, readonly ParsedTokenListing[]> {
  const parsed = new Map<number, ParsedTokenListing[]>()
  if (tokens === undefined) return parsed
  if (typeof tokens !== 'object' || tokens === null || Array.isArray(tokens))
    throw new InvalidTokenError({
      chainId: '?',
      details: 'tokens must be an object of lists keyed by chain id.',
    })
  for (const [key, list] of Object.entries(tokens)) {
    const chainId = Number(key)
    if (list === undefined) continue
    if (!chainIds.includes(chainId))
      throw new InvalidTokenError({
        chainId: key.slice(0, 20),
        details: 'Not one of the config’s chains.',
      })
    if (!Array.isArray(list) || list.length > maxTokensPerChain)
      throw new InvalidTokenError({
        chainId,
        details: `A chain’s tokens are a list of at most ${maxTokensPerChain}.`,
      })
    const listings: ParsedTokenListing[] = []
    for (const item of list as unknown[])
      listings.push(parseListing(item, chainId, listings))
    parsed.set(chainId, listings)
  }
  return parsed
}

function parseListing(
  item: unknown,
  chainId: number,
  before: readonly ParsedTokenListing[],
): ParsedTokenListing {
  const fail = (details: string) => new InvalidTokenError({ chainId, details })
  const { address, symbol, decimals } = (
    typeof item === 'string' ? { address: item } : (item ?? {})
  ) as { address?: unknown; symbol?: unknown; decimals?: unknown }
  if (typeof address !== 'string' || !isAddress(address))
    throw fail(
      `Not an address (or not its checksum): ${String(address).slice(0, 50)}`,
    )
  const checksummed: Address = getAddress(address)
  if (before.some((x) => x.address === checksummed))
    throw fail(`Listed twice: ${checksummed}`)
  if (symbol !== undefined && !isTokenSymbol(symbol))
    throw fail(
      `The symbol of ${checksummed} is not 1 to 16 letters, digits or . _ + -.`,
    )
  if (decimals !== undefined && !isTokenDecimals(decimals))
    throw fail(
      `The decimals of ${checksummed} are not an integer from 0 to 255.`,
    )
  return {
    address: checksummed,
    ...(symbol !== undefined ? { symbol } : {}),
    ...(decimals !== undefined ? { decimals } : {}),
  }
}
