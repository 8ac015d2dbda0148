import type { QueryObserverOptions } from '@tanstack/query-core'
import { type Config, type GetBalanceReturnType, getBalance } from '@wagmi/core'
import type { Address } from 'viem'
import { classifyWalletError, type WalletError } from '../errors/classify.ts'
import { refetchWhileUnreachable } from './refetchWhileUnreachable.ts'

export type AccountBalanceQueryParameters = {
  address: Address | undefined
  /** A configured chain; the balance of another cannot be read. */
  chainId: number | undefined
}

export type AccountBalanceQueryKey = readonly [
  'balance',
  { address: Address | undefined; chainId: number | undefined },
]

export type AccountBalanceQueryOptions = QueryObserverOptions<
  GetBalanceReturnType,
  WalletError,
  GetBalanceReturnType,
  GetBalanceReturnType,
  AccountBalanceQueryKey
>

/**
 * The query of an account's native balance on a configured chain (TanStack
 * Query options, usable with any QueryClient), under wagmi's key, so
 * `useBalance` shares it. A failure is classified: while no node of the chain
 * answers it is `NetworkUnavailableError`, tried again until one does.
 */
export function accountBalanceQueryOptions(
  config: Config,
  parameters: AccountBalanceQueryParameters,
): AccountBalanceQueryOptions {
  const { address, chainId } = parameters
  const chain = config.chains.find((x) => x.id === chainId)
  return {
    queryKey: ['balance', { address, chainId }],
    queryFn: async () => {
      try {
        return await getBalance(config, { address: address!, chainId })
      } catch (error) {
        throw classifyWalletError(error, { operation: 'read', chain })
      }
    },
    enabled: !!address && !!chain,
    refetchInterval: refetchWhileUnreachable,
  }
}
