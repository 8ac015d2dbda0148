import type { TypedDataDefinition } from 'viem'
import { invalidParams } from './invalidParams.ts'

/**
 * Validates `eth_signTypedData_v4`'s typed data (an object or its JSON) for
 * signing on the selected chain `chainId`.
 */
export function parseTypedData(
  data: unknown,
  chainId: number,
): TypedDataDefinition {
  let typedData: unknown = data
  if (typeof data === 'string')
    try {
      typedData = JSON.parse(data)
    } catch {
      throw invalidParams('Expected typed data as JSON.')
    }
  if (typeof typedData !== 'object' || typedData === null)
    throw invalidParams('Expected [address, typedData] as params.')
  const { domain, types, primaryType, message } = typedData as Record<
    string,
    unknown
  >
  if (typeof types !== 'object' || types === null)
    throw invalidParams('Expected "types" in the typed data.')
  if (typeof primaryType !== 'string')
    throw invalidParams('Expected "primaryType" in the typed data.')
  const domainChainId = (domain as { chainId?: unknown } | undefined)?.chainId
  // Signing for another chain than the selected one is refused, as MetaMask
  // does: a signature meant for one chain must not be replayable on another.
  if (
    domainChainId !== undefined &&
    Number(domainChainId as string | number) !== chainId
  )
    throw invalidParams(
      `Provided chainId "${String(domainChainId)}" must match the active chainId "${chainId}".`,
    )
  return {
    domain: (domain ?? {}) as TypedDataDefinition['domain'],
    types: types as TypedDataDefinition['types'],
    primaryType,
    message: (message ?? {}) as Record<string, unknown>,
  }
}
