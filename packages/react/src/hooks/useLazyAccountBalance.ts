import {
  refetchWhileUnreachable,
  type TokenBalance,
  type WalletError,
} from '@latch/core'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { GetBalanceReturnType } from '@wagmi/core'
import type { Address } from 'viem'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

type Parameters = {
  account: Address | undefined
  chainId: number | undefined
  /** Only with an account on a configured chain. */
  enabled: boolean
}

/**
 * `useAccountBalance` for the first paint's components (the button): the
 * same query (key, read, classified errors), its code loaded on the first
 * read, so a page that shows no balance never fetches it. With `token`, that
 * listed token's balance instead (`null` when not listed); with `token:
 * true`, every listed token's (`accountBalanceQuery`).
 */
export function useLazyAccountBalance(
  parameters: Parameters & { token?: undefined },
): UseQueryResult<GetBalanceReturnType, WalletError>
export function useLazyAccountBalance(
  parameters: Parameters & { token: true },
): UseQueryResult<readonly TokenBalance[], WalletError>
export function useLazyAccountBalance(
  parameters: Parameters & { token: Address | undefined },
): UseQueryResult<GetBalanceReturnType | TokenBalance | null, WalletError>
export function useLazyAccountBalance(
  parameters: Parameters & { token?: Address | true | undefined },
): UseQueryResult<unknown, WalletError> {
  const { account, chainId, enabled, token } = parameters
  const config = useLatchConfig()
  const queryClient = useWalletQueryClient()
  const key = { address: account, chainId, token }
  return useQuery<unknown, WalletError>(
    {
      queryKey: [token ? 'tokenBalances' : 'balance', key] as const,
      queryFn: async (context) =>
        (await import('./accountBalanceQuery.ts')).accountBalanceQuery(
          config,
          key,
          context,
        ),
      // The callers' `enabled` says the account is there and its chain
      // configured (`useAccountDisplay`'s `unsupported`).
      enabled,
      // As the eager queries: read again while no node answers.
      refetchInterval: refetchWhileUnreachable,
    },
    queryClient,
  )
}
