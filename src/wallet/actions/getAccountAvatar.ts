import { type Config, getEnsAvatar } from '@wagmi/core'
import { getEnsChainId } from './getEnsChainId.ts'

export type GetAccountAvatarParameters = {
  /** The account's ENS name. */
  name: string
  /** The chain the account is on; the app's current chain by default. */
  chainId?: number | undefined
}

/** The avatar URL of an ENS name, or `null` when it has none. */
export type GetAccountAvatarReturnType = string | null

/**
 * Reads an ENS name's avatar record where the account's names live (mainnet
 * for the public networks, the devnet's own ENS there), resolved to a URL.
 */
export async function getAccountAvatar(
  config: Config,
  parameters: GetAccountAvatarParameters,
): Promise<GetAccountAvatarReturnType> {
  const { name, chainId = config.state.chainId } = parameters
  return getEnsAvatar(config, { name, chainId: getEnsChainId(config, chainId) })
}
