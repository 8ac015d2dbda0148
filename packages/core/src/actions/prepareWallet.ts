import type { LatchConfig } from '../config/createLatchConfig.ts'
import { activateWallet } from '../connectors/activateWallet.ts'

/**
 * Loads a wallet's connector and SDK and makes its provider ahead of the
 * visitor's click, for a wallet whose connecting opens a window of its own
 * (`Wallet.popup`): the click then reaches `window.open` with no download
 * in between (Safari opens a popup only from the click itself). A failure
 * is left to the click, which loads it again and reports it.
 */
export async function prepareWallet(
  config: LatchConfig,
  connectorId: string,
): Promise<void> {
  const wallet = config.latch.wallets.find((x) => x.id === connectorId)
  if (!wallet?.connector) return
  try {
    const connector = await activateWallet(config, wallet)
    await connector.getProvider()
  } catch {}
}
