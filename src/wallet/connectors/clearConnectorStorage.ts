import type { Connector } from '@wagmi/core'
import type { LatchConnectorProperties } from './latchConnector.ts'

/**
 * Removes what a connector's SDK stored about its session, as its disconnect
 * does; a connector that is not Latch's has nothing of Latch's to clear.
 */
export async function clearConnectorStorage(
  connector: Connector,
): Promise<void> {
  const { clearStorage } = connector as Partial<LatchConnectorProperties>
  if (typeof clearStorage === 'function') await clearStorage()
}
