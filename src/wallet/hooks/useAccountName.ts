import type { Address } from 'viem'
import { useConfig, useEnsName } from 'wagmi'
import { ensNameStaleTime } from '../../config/query.ts'
import { getEnsChainId } from '../actions/getEnsChainId.ts'

/**
 * The ENS name of an account, looked up only when both the account and its
 * chain are known (seed §4), and fresh for 24 hours.
 */
export function useAccountName(
  account: Address | undefined,
  chainId: number | undefined,
) {
  const config = useConfig()
  const ensChainId =
    chainId === undefined ? undefined : getEnsChainId(config, chainId)
  return useEnsName({
    address: account,
    chainId: ensChainId,
    query: {
      enabled: !!account && ensChainId !== undefined,
      staleTime: ensNameStaleTime,
    },
  })
}
