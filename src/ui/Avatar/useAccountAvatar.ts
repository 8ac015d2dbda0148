import { useConfig, useEnsAvatar } from 'wagmi'
import { ensNameStaleTime } from '../../config/query.ts'
import { getEnsChainId } from '../../wallet/actions/getEnsChainId.ts'

/** The ENS avatar of a name, looked up where the account's names live. */
export function useAccountAvatar(
  name: string | null | undefined,
  chainId: number | undefined,
) {
  const config = useConfig()
  const ensChainId =
    chainId === undefined ? undefined : getEnsChainId(config, chainId)
  const readable = config.chains.some((chain) => chain.id === ensChainId)
  return useEnsAvatar({
    name: name ?? undefined,
    chainId: ensChainId,
    query: { enabled: !!name && readable, staleTime: ensNameStaleTime },
  })
}
