import { canSwitchWalletConnectChain } from '../connectors/canSwitchWalletConnectChain.ts'
import type { WalletConnection } from './getWalletConnection.ts'

/**
 * Whether Latch can ask the connected wallet to switch to `chainId`. Always
 * for browser wallets and Coinbase Wallet; for a WalletConnect peer only when
 * its name matches /rainbow/i or its session approved the chain. When it
 * cannot, the UI asks the visitor to switch in the wallet.
 */
export function canSwitchChain(
  connection: Pick<WalletConnection, 'connector' | 'provider'>,
  chainId: number,
): boolean {
  const { connector, provider } = connection
  if (!connector || !provider) return false
  if (connector.type !== 'walletConnect') return true
  return canSwitchWalletConnectChain(
    (
      provider as {
        session?: Parameters<typeof canSwitchWalletConnectChain>[0]
      }
    ).session,
    chainId,
  )
}
