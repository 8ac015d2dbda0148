'use client'

import { isSessionDormant } from '@latch/core/internal'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletConnection } from './useWalletConnection.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

/**
 * What a query that asks the connected wallet about a chain needs: the
 * config, the query client, the key's scope (wallet, account, chain) and
 * whether it may ask now: a wallet connected, and not a session restored
 * from storage that waits for the visitor's first act (asking would wake
 * its wallet, a WalletConnect session over the relay, a third party, as the
 * page loads).
 */
export function useWalletQueryScope(chainId: number | undefined) {
  const config = useLatchConfig()
  const queryClient = useWalletQueryClient()
  const { account, chain, connector } = useWalletConnection()
  const id = chainId ?? chain?.id
  return {
    config,
    queryClient,
    chainId: id,
    scope: { connector: connector?.uid, account, chainId: id },
    enabled:
      account !== undefined && id !== undefined && !isSessionDormant(config),
  }
}
