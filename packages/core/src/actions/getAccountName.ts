import { type Config, getEnsName } from '@wagmi/core'
import type { Address } from 'viem'
import { classifyWalletError, type WalletError } from '../errors/classify.ts'
import {
  AddressRequiredError,
  type AddressRequiredErrorType,
} from '../errors/guards.ts'
import { checkAccountName } from '../names/checkAccountName.ts'
import { getEnsChainId } from './getEnsChainId.ts'

export type GetAccountNameParameters = {
  address: Address | undefined
  /** The chain the account is on; the app's current chain by default. */
  chainId?: number | undefined
}

/**
 * The primary ENS name, or `null` when the account has none, or none that
 * may be shown (see `isNormalizedAccountName`).
 */
export type GetAccountNameReturnType = string | null

export type GetAccountNameErrorType = AddressRequiredErrorType | WalletError

/**
 * Reverse-resolves an account's ENS name (seed §4, §7): on Ethereum mainnet
 * for the public networks, on the devnet's own ENS deployment there.
 * Failures are classified (`NetworkUnavailableError` when no node answers).
 * A name that is not its own ENSIP-15 normalisation, or longer than
 * `accountNameMaxLength`, reads as none: a reverse record is its owner's
 * text, and `0xd8dA…6045\u202E.eth` would show as another address.
 */
export async function getAccountName(
  config: Config,
  parameters: GetAccountNameParameters,
): Promise<GetAccountNameReturnType> {
  const { address, chainId = config.state.chainId } = parameters
  if (!address) throw new AddressRequiredError()
  const ensChainId = getEnsChainId(config, chainId)
  // No chain of the config resolves names: the account has none here.
  if (ensChainId === undefined) return null
  let name: string | null
  try {
    name = await getEnsName(config, { address, chainId: ensChainId })
  } catch (error) {
    // Every node down reads as `NetworkUnavailableError`, not as "no name".
    throw classifyWalletError(error, {
      operation: 'read',
      chain: config.chains.find((chain) => chain.id === ensChainId),
    })
  }
  return name !== null && (await checkAccountName(name)) ? name : null
}
