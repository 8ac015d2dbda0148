import { type Connector, connect } from '@wagmi/core'
import { type Address, getAddress, type Hex, isHex, numberToHex } from 'viem'
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
  /**
   * Signs in with Ethereum as it connects, where the wallet can
   * (`signInOnConnect` in its descriptor: one prompt): the EIP-4361
   * message's nonce, and its domain, URI and statement. A wallet that cannot
   * connects as usual, and `signIn` is then missing from the result.
   */
  signIn?: ConnectWalletSignIn | undefined
}

/** `connectWallet`'s `signIn`: what the wallet puts in the message it signs. */
export type ConnectWalletSignIn = {
  /** The server's single-use nonce. */
  nonce: string
  /** The page's host (the message's `domain`). */
  domain: string
  /** The page's origin (the message's `uri`). */
  uri: string
  statement?: string | undefined
}

export type ConnectWalletReturnType = {
  /** The first account, checksummed: the one connected. */
  account: Address
  accounts: readonly Address[]
  chainId: number
  /**
   * The EIP-4361 message the wallet signed as it connected, and its
   * signature, for the server to verify: only when `signIn` was asked of a
   * wallet that can, and it signed.
   */
  signIn?: { message: string; signature: Hex } | undefined
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
  const { connectorId, chainId, onPhase, onDisplayUri, signIn } = parameters
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
  const signsIn =
    signIn !== undefined &&
    config.latch.wallets.some((x) => x.id === connector.id && x.signInOnConnect)
  try {
    if (!signsIn) return result(await connect(config, { connector, chainId }))
    // The chain the message names is the one asked for (the connector's
    // first otherwise, as the wallet is asked to connect on it).
    const messageChainId = chainId ?? config.chains[0].id
    const connected = await connect(config, {
      connector,
      chainId,
      withCapabilities: true,
      capabilities: {
        signInWithEthereum: {
          ...signIn,
          chainId: numberToHex(messageChainId),
          version: '1',
        },
      },
    } as Parameters<typeof connect>[1])
    const accounts = connected.accounts as readonly unknown[]
    const addresses = accounts.map((x) =>
      typeof x === 'string' ? x : String((x as { address?: unknown }).address),
    )
    return {
      ...result({ accounts: addresses, chainId: connected.chainId }),
      signIn: signedIn(accounts[0], {
        nonce: signIn.nonce,
        chainId: messageChainId,
      }),
    }
  } catch (error) {
    throw classifyWalletError(error, { operation: 'connect' })
  } finally {
    connector.emitter.off('message', onMessage)
  }
}

/**
 * The wallet's answer to `signInWithEthereum`, believed only when whole: a
 * message of a sane size for this account, chain and nonce, and a hex
 * signature. An error or anything else: none (the visitor signs in after).
 */
function signedIn(
  account: unknown,
  expected: { nonce: string; chainId: number },
): { message: string; signature: Hex } | undefined {
  const capabilities = (account as { capabilities?: unknown } | undefined)
    ?.capabilities as { signInWithEthereum?: unknown } | undefined
  const answer = capabilities?.signInWithEthereum as
    | { message?: unknown; signature?: unknown }
    | undefined
  const { message, signature } = answer ?? {}
  if (typeof message !== 'string' || message.length > 8_192) return
  if (typeof signature !== 'string' || !isHex(signature)) return
  const address = (account as { address?: unknown }).address
  // EIP-4361's lines: the address is the second, nonce and chain their own.
  const lines = message.split('\n')
  if (
    typeof address !== 'string' ||
    lines[1]?.toLowerCase() !== address.toLowerCase() ||
    !lines.includes(`Nonce: ${expected.nonce}`) ||
    !lines.includes(`Chain ID: ${expected.chainId}`)
  )
    return
  return { message, signature }
}

function result(connection: {
  accounts: readonly string[]
  chainId: number
}): ConnectWalletReturnType {
  const accounts = connection.accounts.map((x) => getAddress(x))
  return { account: accounts[0]!, accounts, chainId: connection.chainId }
}
