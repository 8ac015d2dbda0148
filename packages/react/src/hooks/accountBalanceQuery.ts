import {
  accountBalanceQueryOptions,
  type LatchConfig,
  type TokenBalance,
} from '@latch/core'
import type { GetBalanceReturnType } from '@wagmi/core'
import type { Address } from 'viem'

/**
 * `useLazyAccountBalance`'s read, loaded on demand: viem's balance reads
 * (through multicall, with CCIP) are not part of the first paint. The
 * native balance (`accountBalanceQueryOptions`), or with `token` the listed
 * tokens' (`tokenBalanceQuery`, loaded then).
 */
export async function accountBalanceQuery(
  config: LatchConfig,
  parameters: {
    address: Address | undefined
    chainId: number | undefined
    token?: Address | true | undefined
  },
  context: unknown,
): Promise<
  GetBalanceReturnType | readonly TokenBalance[] | TokenBalance | null
> {
  const { token } = parameters
  if (token) {
    const { tokenBalanceQuery } = await import('./tokenBalanceQuery.ts')
    return tokenBalanceQuery(config, { ...parameters, token }, context)
  }
  return (
    accountBalanceQueryOptions(config, parameters).queryFn as (
      context: unknown,
    ) => Promise<GetBalanceReturnType>
  )(context)
}
