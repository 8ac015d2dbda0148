import { type Config, type Connector, disconnect } from '@wagmi/core'
import { classifyWalletError, type WalletError } from '../errors/classify.ts'
import { resumeSession } from '../session/restoreSession.ts'

export type DisconnectWalletParameters = {
  /** The connector to disconnect; the current one by default. */
  connector?: Connector | undefined
}

export type DisconnectWalletReturnType = undefined

export type DisconnectWalletErrorType = WalletError

/**
 * Disconnects the wallet (seed §4): wagmi forgets the connection and its
 * account; Latch's connector removes its listeners' effect and the SDK's
 * stored session (WalletConnect, Coinbase Wallet).
 */
export async function disconnectWallet(
  config: Config,
  parameters: DisconnectWalletParameters = {},
): Promise<DisconnectWalletReturnType> {
  // A session restored from storage is confirmed with its wallet first, so
  // that confirmation cannot bring back a session disconnected meanwhile.
  await resumeSession(config)
  try {
    await disconnect(config, parameters)
  } catch (error) {
    throw classifyWalletError(error, { operation: 'disconnect' })
  }
}
