import { useQuery } from '@tanstack/react-query'
import { useConfig } from 'wagmi'
import { ensNameStaleTime } from '../../config/query.ts'
import { getEnsChainId } from '../../wallet/actions/getEnsChainId.ts'
import { useVisitorActed } from './useVisitorActed.ts'

/**
 * The ENS avatar of a name, looked up where the account's names live, once
 * the visitor has acted on the page. The lookup's code loads on a cache miss
 * only (wagmi's key shape, so the persisted cache serves a warm reload).
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
  // https image, reads NFT metadata, IPFS): a third party, so not before the
  // visitor acts. A cached avatar shows meanwhile.
  const acted = useVisitorActed()
  return useQuery({
    queryKey: ['ensAvatar', { name: name ?? undefined, chainId: ensChainId }],
    queryFn: async () => {
      const { getAccountAvatar } = await import(
        '../../wallet/actions/getAccountAvatar.ts'
      )
      return getAccountAvatar(config, { name: name!, chainId })
    },
    enabled: !!name && readable && acted,
    staleTime: ensNameStaleTime,
  })
}
