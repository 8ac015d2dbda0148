import type { QueryObserverOptions } from '@tanstack/query-core'
import type { Config } from '@wagmi/core'
import type { Address } from 'viem'
import {
  type GetTokenBalancesErrorType,
  type GetTokenBalancesReturnType,
  getTokenBalances,
} from '../tokens/getTokenBalances.ts'
import { refetchWhileUnreachable } from './refetchWhileUnreachable.ts'

export type TokenBalancesQueryParameters = {
  address: Address | undefined
  /** A configured chain: the tokens the dapp lists for it are read. */
  chainId: number | undefined
}

export type TokenBalancesQueryKey = readonly [
  'tokenBalances',
  { address: Address | undefined; chainId: number | undefined },
]

export type TokenBalancesQueryOptions = QueryObserverOptions<
  GetTokenBalancesReturnType,
  GetTokenBalancesErrorType,
  GetTokenBalancesReturnType,
  GetTokenBalancesReturnType,
  TokenBalancesQueryKey
>

/**
 * The query of an account's balances of the tokens the dapp lists on a
 * configured chain (`getTokenBalances`; TanStack Query options, usable with
 * any QueryClient), refreshed as the native balance is
 * (`accountBalanceQueryOptions`): while no node answers it fails with
 * `NetworkUnavailableError` and is tried again until one does. A token that
 * answers nonsense is `unavailable`, never a failure.
 */
export function tokenBalancesQueryOptions(
  config: Config,
  parameters: TokenBalancesQueryParameters,
): TokenBalancesQueryOptions {
  const { address, chainId } = parameters
  return {
    queryKey: ['tokenBalances', { address, chainId }],
    queryFn: () =>
      getTokenBalances(config, { address: address!, chainId: chainId! }),
    enabled: !!address && config.chains.some((x) => x.id === chainId),
    refetchInterval: refetchWhileUnreachable,
  }
}
