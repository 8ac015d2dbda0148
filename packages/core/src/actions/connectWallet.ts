import { type Connector, connect } from '@wagmi/core'
import { type Address, getAddress } from 'viem'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import { activateWallet } from '../connectors/activateWallet.ts'
import { classifyWalletError, type WalletError } from '../errors/classify.ts'
import {
  ConnectorRequiredError,
  type ConnectorRequiredErrorType,
} from '../errors/guards.ts'

/**
 * Where connecting is: `loading` while a lazily loaded wallet's SDK arrives,
 * `connecting` once the wallet is asked (the moment to say "Confirm in
 * {wallet}").
 */
export type ConnectWalletPhase = 'loading' | 'connecting'

export type ConnectWalletParameters = {
  /** The connector id of the wallet option the visitor picked. */
  connectorId: string | undefined
  /**
   * The chain to ask the wallet for as it connects (wagmi's `chainId`); the
   * wallet's own chain when omitted.
   */
  chainId?: number | undefined
  /** Told as connecting moves on, with the wallet being connected. */
  onPhase?:
    | ((
        phase: ConnectWalletPhase,
        wallet: { id: string; name: string },
      ) => void)
    | undefined
  /** A pairing URI, for the QR code (WalletConnect). */
  onDisplayUri?: ((uri: string) => void) | undefined
}

export type ConnectWalletReturnType = {
  /** The first account, checksummed: the one connected. */
  account: Address
  accounts: readonly Address[]
  chainId: number
}

export type ConnectWalletErrorType = ConnectorRequiredErrorType | WalletError

/**
 * Connects the wallet the visitor picked, loading its connector first when it
 * is a lazily loaded one (seed §4: the provider is enabled, the first account
 * taken, the chain id read). Failures come back classified.
 */
export async function connectWallet(
  config: LatchConfig,
  parameters: ConnectWalletParameters,
): Promise<ConnectWalletReturnType> {
  const { connectorId, chainId, onPhase, onDisplayUri } = parameters
  if (!connectorId) throw new ConnectorRequiredError()
  let connector: Connector | undefined = config.connectors.find(
    (x) => x.id === connectorId,
  )
  const lazy = config.latch.wallets.find((x) => x.id === connectorId)
  if (!connector && lazy) {
    onPhase?.('loading', { id: lazy.id, name: lazy.name })
    try {
      connector = await activateWallet(config, lazy)
    } catch (error) {
      throw classifyWalletError(error, { operation: 'connect' })
    }
  }
  if (!connector)
    throw new ConnectorRequiredError({
      cause: new Error(`No wallet option has the id "${connectorId}".`),
    })

  // Picking the wallet already connected is not an error for the visitor.
  const { current, connections } = config.state
  const connected = current === connector.uid && connections.get(current)
  if (connected) return result(connected)

  const wallet = { id: connector.id, name: connector.name }
  // wagmi announces `connecting` on the connector's emitter just before it
  // asks the wallet; WalletConnect's URI comes the same way.
  const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
    if (type === 'connecting') onPhase?.('connecting', wallet)
    if (type === 'display_uri' && typeof data === 'string') onDisplayUri?.(data)
  }
  connector.emitter.on('message', onMessage)
  try {
    return result(await connect(config, { connector, chainId }))
  } catch (error) {
    throw classifyWalletError(error, { operation: 'connect' })
  } finally {
    connector.emitter.off('message', onMessage)
  }
}

function result(connection: {
  accounts: readonly string[]
  chainId: number
}): ConnectWalletReturnType {
  const accounts = connection.accounts.map((x) => getAddress(x))
  return { account: accounts[0]!, accounts, chainId: connection.chainId }
}
