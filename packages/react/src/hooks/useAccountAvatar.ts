'use client'

import { accountAvatarQueryOptions } from '@latch/core'
import { useQuery } from '@tanstack/react-query'
import { useLatchConfig } from './useLatchConfig.ts'
import { useVisitorActed } from './useVisitorActed.ts'
import { useWalletQueryClient } from './useWalletQueryClient.ts'

/**
 * The ENS avatar of a name (`accountAvatarQueryOptions`), where the account's
 * names live: before the visitor acts on the page, only an avatar that needs
 * no third party (a `data:` image record, read from the node alone).
 */
export function useAccountAvatar(
  name: string | null | undefined,
  chainId: number | undefined,
) {
  const config = useLatchConfig()
  const queryClient = useWalletQueryClient()
  // Resolving an avatar can fetch from its host or a gateway (viem checks an
  // https image, reads NFT metadata, IPFS): a third party, so it waits for
  // the visitor's first act.
  const thirdParties = useVisitorActed()
  return useQuery(
    accountAvatarQueryOptions(config, { name, chainId, thirdParties }),
    queryClient,
  )
}
