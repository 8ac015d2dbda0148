import { type Config, getEnsAvatar, getEnsText } from '@wagmi/core'
import { getEnsChainId } from './getEnsChainId.ts'

export type GetAccountAvatarParameters = {
  /** The account's ENS name. */
  name: string
  /** The chain the account is on; the app's current chain by default. */
  chainId?: number | undefined
  /**
   * Whether resolving may reach beyond the node: viem checks an https image
   * with a request to its host, and reads NFT metadata and IPFS through
   * gateways. Without it, only an avatar record that is itself a `data:`
   * image is returned (read from the node, nothing else asked).
   */
  thirdParties: boolean
}

/** The avatar URL of an ENS name, or `null` when it has none (yet). */
export type GetAccountAvatarReturnType = string | null

/**
 * Reads an ENS name's avatar where the account's names live (mainnet for the
 * public networks, the devnet's own ENS there), resolved to a URL.
 */
export async function getAccountAvatar(
  config: Config,
  parameters: GetAccountAvatarParameters,
): Promise<GetAccountAvatarReturnType> {
  const { name, chainId = config.state.chainId, thirdParties } = parameters
  const ensChainId = getEnsChainId(config, chainId)
  // No chain of the config resolves names: the account has none here.
  if (ensChainId === undefined) return null
  if (thirdParties) return getEnsAvatar(config, { name, chainId: ensChainId })
  const record = await getEnsText(config, {
    name,
    key: 'avatar',
    chainId: ensChainId,
  })
  return record && /^data:image\//i.test(record) ? record : null
}
