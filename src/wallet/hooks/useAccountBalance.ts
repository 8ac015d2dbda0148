import type { Address } from 'viem'
import { type UseBalanceReturnType, useBalance } from 'wagmi'
import { refetchWhileUnreachable } from '../../config/query.ts'
import { classifyWalletError, type WalletError } from '../errors/classify.ts'
import { useWalletConfig } from './useWalletConfig.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

export type UseAccountBalanceParameters = {
  account: Address | undefined
  chainId: number | undefined
  /** False where the balance cannot be read (an unsupported chain). */
  enabled?: boolean | undefined
}

export type UseAccountBalanceReturnType = {
  data: UseBalanceReturnType['data']
  /** Classified: `NetworkUnavailableError` while no node of the chain answers. */
  error: WalletError | null
}

/**
 * The native balance of an account on a configured chain. A failed read is
 * tried again until a node answers, so the error passes by itself.
 */
export function useAccountBalance(
  parameters: UseAccountBalanceParameters,
): UseAccountBalanceReturnType {
  const { account, chainId, enabled = true } = parameters
  const config = useWalletConfig()
  // Latch's typed error without a QueryClient, before wagmi's plain one.
  useWalletQueryClient()
  const chain = config.chains.find((x) => x.id === chainId)
  const balance = useBalance({
    address: account,
    chainId,
    query: {
      enabled: enabled && !!account && !!chain,
      refetchInterval: refetchWhileUnreachable,
    },
  })
  return {
    data: balance.data,
    error: balance.error
      ? classifyWalletError(balance.error, { operation: 'read', chain })
      : null,
  }
}
