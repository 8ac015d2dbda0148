import { useQuery } from '@tanstack/react-query'
import { useConfig } from 'wagmi'
import { ensNameStaleTime } from '../../config/query.ts'
import { getEnsChainId } from '../../wallet/actions/getEnsChainId.ts'
import { useVisitorActed } from './useVisitorActed.ts'

/** The avatar query's key: without or with third parties (see below). */
export function accountAvatarQueryKey(parameters: {
  name: string | undefined
  chainId: number | undefined
  thirdParties: boolean
}) {
  const { name, chainId, thirdParties } = parameters
  return ['ensAvatar', { name, chainId, thirdParties }] as const
}

/**
 * The ENS avatar of a name, looked up where the account's names live: before
 * the visitor acts on the page, only an avatar that needs no third party.
 * The lookup's code loads on a cache miss only (the persisted cache serves a
 * warm reload).
 */
export function useAccountAvatar(
  name: string | null | undefined,
  chainId: number | undefined,
) {
  const config = useConfig()
  const ensChainId =
    chainId === undefined ? undefined : getEnsChainId(config, chainId)
  const readable = config.chains.some((chain) => chain.id === ensChainId)
  // Resolving an avatar can fetch from its host or a gateway (viem checks an
  // https image, reads NFT metadata, IPFS): a third party, so before the
  // visitor acts only a `data:` image record is read (from the node alone).
  const thirdParties = useVisitorActed()
  return useQuery({
    queryKey: accountAvatarQueryKey({
      name: name ?? undefined,
      chainId: ensChainId,
      thirdParties,
    }),
    queryFn: async () => {
      const { getAccountAvatar } = await import(
        '../../wallet/actions/getAccountAvatar.ts'
      )
      return getAccountAvatar(config, { name: name!, chainId, thirdParties })
    },
    enabled: !!name && readable,
    staleTime: ensNameStaleTime,
    // The data: image found before the visitor acted stays on screen while
    // the full lookup runs.
    placeholderData: (previous) => previous,
  })
}
