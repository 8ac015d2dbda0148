import type { QueryClient } from '@tanstack/react-query'
import { getEnsNameQueryKey } from '@wagmi/core/query'
import type { Address } from 'viem'
import { accountAvatarQueryKey } from '../Avatar/useAccountAvatar.ts'

/**
 * Puts an account's ENS name (and avatar) in the query cache, as a lookup
 * would have: the in-memory test node has no ENS contracts to ask.
 */
export function seedEns(
  queryClient: QueryClient,
  parameters: {
    address: Address
    chainId: number
    name: string
    avatar?: string
  },
) {
  const { address, chainId, name, avatar } = parameters
  queryClient.setQueryData(getEnsNameQueryKey({ address, chainId }), name)
  for (const thirdParties of [false, true])
    queryClient.setQueryData(
      accountAvatarQueryKey({ name, chainId, thirdParties }),
      avatar ?? null,
    )
}
