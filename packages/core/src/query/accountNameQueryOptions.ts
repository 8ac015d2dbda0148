import type { QueryObserverOptions } from '@tanstack/query-core'
import type { Config } from '@wagmi/core'
import type { Address } from 'viem'
import type {
  GetAccountNameErrorType,
  GetAccountNameReturnType,
} from '../actions/getAccountName.ts'
import { getEnsChainId } from '../actions/getEnsChainId.ts'
import { ensNameStaleTime } from './queryDefaults.ts'
import { refetchWhileUnreachable } from './refetchWhileUnreachable.ts'

export type AccountNameQueryParameters = {
  address: Address | undefined
  /** The chain the account is on. */
  chainId: number | undefined
}

export type AccountNameQueryKey = readonly [
  'ensName',
  { address: Address | undefined; chainId: number | undefined },
]

export type AccountNameQueryOptions = QueryObserverOptions<
  GetAccountNameReturnType,
  GetAccountNameErrorType,
  GetAccountNameReturnType,
  GetAccountNameReturnType,
  AccountNameQueryKey
>

/**
 * The query of an account's ENS name (TanStack Query options, usable with
 * any QueryClient): looked up only when both the account and its chain are
 * known (seed §4), where its names live, fresh for 24 hours (seed §9); while
 * no node answers it fails with `NetworkUnavailableError` and is tried again
 * until one does. The lookup's code loads on a cache miss only. A name that
 * is not its own ENSIP-15 normalisation, or over `accountNameMaxLength`, is
 * cached as `null` (`getAccountName`).
 */
export function accountNameQueryOptions(
  config: Config,
  parameters: AccountNameQueryParameters,
): AccountNameQueryOptions {
  const { address, chainId } = parameters
  const ensChainId =
    chainId === undefined ? undefined : getEnsChainId(config, chainId)
  return {
    // wagmi's key shape, so its cached names and Latch's are one.
    queryKey: ['ensName', { address, chainId: ensChainId }],
    queryFn: async () => {
      const { getAccountName } = await import('../actions/getAccountName.ts')
      return getAccountName(config, { address, chainId })
    },
    enabled: !!address && chainId !== undefined,
    staleTime: ensNameStaleTime,
    refetchInterval: refetchWhileUnreachable,
  }
}
