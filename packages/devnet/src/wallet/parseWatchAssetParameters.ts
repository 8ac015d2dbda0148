import type { WatchAssetParams } from 'viem'
import { invalidParams } from './invalidParams.ts'

/**
 * Validates `wallet_watchAsset` params (EIP-747, ERC20 only) with the limits
 * MetaMask applies: symbol up to 11 characters, decimals 0 to 36.
 */
export function parseWatchAssetParameters(params: unknown): WatchAssetParams {
  // EIP-747 passes an object; some callers still wrap it in an array.
  const value = Array.isArray(params) ? params[0] : params
  if (typeof value !== 'object' || value === null)
    throw invalidParams('Expected { type, options } as params.')
  const { type, options } = value as { type?: unknown; options?: unknown }
  if (type !== 'ERC20')
    throw invalidParams(
      `Asset of type ${JSON.stringify(type)} is not supported.`,
    )
  if (typeof options !== 'object' || options === null)
    throw invalidParams('Expected an object "options".')
  const { address, symbol, decimals, image } = options as Record<
    string,
    unknown
  >
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address))
    throw invalidParams('Expected a 20-byte hex "options.address".')
  if (typeof symbol !== 'string' || symbol.length < 1 || symbol.length > 11)
    throw invalidParams('Expected a 1-11 character string "options.symbol".')
  if (
    typeof decimals !== 'number' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > 36
  )
    throw invalidParams(
      'Expected an integer from 0 to 36 for "options.decimals".',
    )
  if (image !== undefined && typeof image !== 'string')
    throw invalidParams('Expected a string "options.image".')
  return {
    type,
    options: { address, symbol, decimals, ...(image ? { image } : {}) },
  }
}
