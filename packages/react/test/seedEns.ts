import {
  accountAvatarQueryOptions,
  accountNameQueryOptions,
  type LatchConfig,
} from '@latch/core'
import type { Address } from 'viem'

/**
 * Puts an account's ENS name (and avatar) in the config's query cache, as a
 * lookup would have, under the keys Latch's queries read (where the
 * account's names live): the in-memory test node has no ENS contracts to
 * ask.
 */
export function seedEns(
  config: LatchConfig,
  parameters: {
    address: Address
    /** The chain the account is on. */
    chainId: number
    name: string
    avatar?: string
  },
) {
  const { address, chainId, name, avatar } = parameters
  const { queryClient } = config.latch
  queryClient.setQueryData(
    accountNameQueryOptions(config, { address, chainId }).queryKey,
    name,
  )
  for (const thirdParties of [false, true])
    queryClient.setQueryData(
      accountAvatarQueryOptions(config, { name, chainId, thirdParties })
        .queryKey,
      avatar ?? null,
    )
}
