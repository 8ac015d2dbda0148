import type { QueryObserverOptions } from '@tanstack/query-core'
import type { Config } from '@wagmi/core'
import type { GetAccountAvatarReturnType } from '../actions/getAccountAvatar.ts'
import { getEnsChainId } from '../actions/getEnsChainId.ts'
import { ensNameStaleTime } from './queryDefaults.ts'

export type AccountAvatarQueryParameters = {
  /** The account's ENS name. */
  name: string | null | undefined
  /** The chain the account is on. */
  chainId: number | undefined
  /**
   * Whether resolving may reach beyond the node (an image's host, NFT
   * metadata, IPFS gateways): only once the visitor has acted on the page.
   * Without it, only an avatar record that is itself a `data:` image.
   */
  thirdParties: boolean
}

export type AccountAvatarQueryKey = readonly [
  'ensAvatar',
  {
    name: string | undefined
    chainId: number | undefined
    thirdParties: boolean
  },
]

export type AccountAvatarQueryOptions = QueryObserverOptions<
  GetAccountAvatarReturnType,
  Error,
  GetAccountAvatarReturnType,
  GetAccountAvatarReturnType,
  AccountAvatarQueryKey
>

/**
 * The query of an ENS name's avatar, where the account's names live (TanStack
 * Query options, usable with any QueryClient): fresh for 24 hours, its
 * lookup's code loaded on a cache miss only. The `data:` image found before
 * the visitor acted stays while the full lookup runs.
 */
export function accountAvatarQueryOptions(
  config: Config,
  parameters: AccountAvatarQueryParameters,
): AccountAvatarQueryOptions {
  const { name, chainId, thirdParties } = parameters
  const ensChainId =
    chainId === undefined ? undefined : getEnsChainId(config, chainId)
  const readable = config.chains.some((chain) => chain.id === ensChainId)
  return {
    queryKey: [
      'ensAvatar',
      { name: name ?? undefined, chainId: ensChainId, thirdParties },
    ],
    queryFn: async () => {
      const { getAccountAvatar } = await import(
        '../actions/getAccountAvatar.ts'
      )
      return getAccountAvatar(config, { name: name!, chainId, thirdParties })
    },
    enabled: !!name && readable,
    staleTime: ensNameStaleTime,
    placeholderData: (previous) => previous,
  }
}
