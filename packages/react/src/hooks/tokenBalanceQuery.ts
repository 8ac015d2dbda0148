import {
  type LatchConfig,
  type TokenBalance,
  tokenBalancesQueryOptions,
} from '@latch/core'
import type { Address } from 'viem'

/**
 * The listed tokens' balances (`tokenBalancesQueryOptions`) with `token:
 * true`, or one of them, found by its address in any case (`null` when the
 * config does not list it): `accountBalanceQuery`'s token reads, in a
 * chunk of their own that a page showing only the native balance never
 * loads.
 */
export async function tokenBalanceQuery(
  config: LatchConfig,
  parameters: {
    address: Address | undefined
    chainId: number | undefined
    token: Address | true
  },
  context: unknown,
): Promise<readonly TokenBalance[] | TokenBalance | null> {
  const { token } = parameters
  const balances = await (
    tokenBalancesQueryOptions(config, parameters).queryFn as (
      context: unknown,
    ) => Promise<readonly TokenBalance[]>
  )(context)
  if (token === true) return balances
  return (
    balances.find(
      (balance) => balance.address.toLowerCase() === token.toLowerCase(),
    ) ?? null
  )
}
