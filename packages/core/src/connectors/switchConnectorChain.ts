import type { Connector } from '@wagmi/core'
import { type Chain, type EIP1193Provider, numberToHex } from 'viem'
import {
  ChainNotConfiguredError,
  SwitchChainError,
  SwitchChainNotSupportedError,
} from '../errors/chain.ts'
import {
  classifyWalletError,
  isUnrecognizedChainError,
} from '../errors/classify.ts'
import { ProviderNotFoundError } from '../errors/provider.ts'
import { getAddEthereumChainParameter } from './getAddEthereumChainParameter.ts'
import { parseChainId } from './parseChainId.ts'

/** What the wallet is being asked: to switch, or to add the chain first. */
export type SwitchChainPhase = 'switching' | 'adding'

export type SwitchConnectorChainParameters = {
  /** The configured chains. */
  chains: readonly Chain[]
  chainId: number
  connector: Pick<Connector, 'emitter' | 'getProvider' | 'name'>
  /**
   * The wallet's switch rule (`WalletDescriptor.canSwitchChain`): when it
   * says no, the visitor is asked to switch in the wallet, before any request.
   */
  canSwitchChain?: ((provider: unknown, chainId: number) => boolean) | undefined
  /** Told before each wallet request, so the UI can say what is asked. */
  onPhase?: ((phase: SwitchChainPhase) => void) | undefined
}

/**
 * Latch's switch policy (seed §4, §7, §8), on the connector's own provider:
 * a chain not configured fails before any wallet request; a wallet whose
 * switch rule says no (a WalletConnect peer that cannot) is told so; otherwise `wallet_switchEthereumChain`,
 * and on "unknown chain" (4902) `wallet_addEthereumChain` with the configured
 * details, then the switch completes. Every failure is classified.
 */
export async function switchConnectorChain(
  parameters: SwitchConnectorChainParameters,
): Promise<Chain> {
  const { chains, chainId, connector, canSwitchChain, onPhase } = parameters
  const chain = chains.find((x) => x.id === chainId)
  if (!chain)
    throw new ChainNotConfiguredError({
      cause: new Error(`Chain ${chainId} is not in the configured chains.`),
    })

  let provider: EIP1193Provider | undefined
  try {
    provider = (await connector.getProvider()) as EIP1193Provider | undefined
  } catch (error) {
    throw classifyWalletError(error, { operation: 'switchChain', chain })
  }
  if (!provider) throw new ProviderNotFoundError({ connector })
  if (canSwitchChain && !canSwitchChain(provider, chainId))
    throw new SwitchChainNotSupportedError({ chain })

  const request = async (
    method: 'wallet_switchEthereumChain' | 'wallet_addEthereumChain',
  ) => {
    onPhase?.(method === 'wallet_switchEthereumChain' ? 'switching' : 'adding')
    const params =
      method === 'wallet_switchEthereumChain'
        ? [{ chainId: numberToHex(chain.id) }]
        : [getAddEthereumChainParameter(chain)]
    await provider.request({ method, params } as never)
  }

  try {
    await request('wallet_switchEthereumChain')
  } catch (error) {
    if (!isUnrecognizedChainError(error))
      throw classifyWalletError(error, { operation: 'switchChain', chain })
    try {
      await request('wallet_addEthereumChain')
    } catch (addError) {
      throw classifyWalletError(addError, { operation: 'addChain', chain })
    }
    // EIP-3085 lets a wallet add the chain without switching to it.
    if ((await readChainId(provider, chain)) !== chain.id)
      try {
        await request('wallet_switchEthereumChain')
      } catch (switchError) {
        throw classifyWalletError(switchError, {
          operation: 'switchChain',
          chain,
        })
      }
  }

  const current = await readChainId(provider, chain)
  if (current !== chain.id)
    throw new SwitchChainError({
      chain,
      cause: new Error(`The wallet is still on chain ${current}.`),
    })
  // Some wallets switch without emitting `chainChanged` (MetaMask, when its
  // own RPC call fails): the app follows what the wallet now answers.
  connector.emitter.emit('change', { chainId: chain.id })
  return chain
}

async function readChainId(
  provider: EIP1193Provider,
  chain: Chain,
): Promise<number> {
  let answer: unknown
  try {
    answer = await provider.request({ method: 'eth_chainId' })
  } catch (error) {
    throw classifyWalletError(error, { operation: 'switchChain', chain })
  }
  const id = parseChainId(answer)
  if (id === undefined)
    throw new SwitchChainError({
      chain,
      cause: new Error('The wallet answered eth_chainId with no chain id.'),
    })
  return id
}
