import type { Config } from '@wagmi/core'
import type { Chain } from 'viem'
import type { LatchConnectorProperties } from '../connectors/latchConnector.ts'
import type { SwitchChainPhase } from '../connectors/switchConnectorChain.ts'
import { ChainNotConfiguredError } from '../errors/chain.ts'
import type { WalletError } from '../errors/classify.ts'
import { resumeSession } from '../session/restoreSession.ts'

export type SwitchWalletChainParameters = {
  chainId: number
  /** Told before each wallet request: `switching`, or `adding` the chain. */
  onPhase?: ((phase: SwitchChainPhase) => void) | undefined
}

export type SwitchWalletChainReturnType = Chain

export type SwitchWalletChainErrorType = WalletError

/**
 * Switches the connected wallet to a configured chain with Latch's policy
 * (seed §4, §7, §8): unknown to the wallet → added with the configured
 * details, then switched; every failure classified (user-rejected,
 * chain-not-configured before any request, add-chain, switch-not-supported
 * for a WalletConnect peer that cannot, switch-chain). Without a wallet it
 * selects the chain the app reads from.
 */
export async function switchWalletChain(
  config: Config,
  parameters: SwitchWalletChainParameters,
): Promise<SwitchWalletChainReturnType> {
  const { chainId, onPhase } = parameters
  // A session restored from storage is confirmed with its wallet first.
  await resumeSession(config)
  const { current, connections } = config.state
  const connection = current ? connections.get(current) : undefined
  if (connection) {
    // Loaded when a switch is asked: not part of the first paint.
    const { switchConnectorChain } = await import(
      '../connectors/switchConnectorChain.ts'
    )
    return switchConnectorChain({
      chains: config.chains,
      chainId,
      connector: connection.connector,
      canSwitchChain: (
        connection.connector as Partial<LatchConnectorProperties>
      ).canSwitchChain,
      onPhase,
    })
  }
  const chain = config.chains.find((x) => x.id === chainId)
  if (!chain)
    throw new ChainNotConfiguredError({
      cause: new Error(`Chain ${chainId} is not in the configured chains.`),
    })
  config.setState((x) => ({ ...x, chainId }))
  return chain
}
