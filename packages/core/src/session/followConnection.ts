import type { Address } from 'viem'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import { holdSessionWrites } from '../config/holdSessionWrites.ts'
import { restoreConnection } from './restoreSession.ts'

/**
 * Restores the connection another tab made (`syncTabs`) as a stored session
 * is: a browser wallet is asked at once (`eth_accounts`, no prompt), a
 * wallet behind an SDK is restored dormant until the visitor acts in this
 * tab. If this tab's wallet does not hold it, the tab ends disconnected, and
 * what the SDK stored (the other tab's session) is kept.
 */
export async function followConnection(
  config: LatchConfig,
  connection: {
    connectorId: string
    accounts: readonly [Address, ...Address[]]
    chainId: number
  },
): Promise<void> {
  // The other tab's session is what storage holds: this tab's state (empty
  // while it restores, and if its wallet does not hold the connection) is
  // not written over it.
  const release = holdSessionWrites(config)
  try {
    await restoreConnection(config, connection, { dropStorage: false })
  } finally {
    release()
  }
}
