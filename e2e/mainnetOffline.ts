import type { Page } from '@playwright/test'
import { mainnet } from 'viem/chains'

/**
 * Answers the app's calls to mainnet's public RPC as an offline network
 * would, without recording them as off-machine requests.
 *
 * Why: on a chain without ENS of its own (Latch Devnet 2, an unsupported
 * chain), the wallet layer's `getEnsChainId` looks names up on mainnet, which
 * devnet builds also configure. That is a wallet-layer follow-up (the devnet
 * should be its own ENS home); `journey.spec.ts` keeps it visible as a fixme.
 */
export async function keepMainnetOffline(page: Page) {
  await page.route(`${mainnet.rpcUrls.default.http[0]}**`, (route) =>
    route.abort('internetdisconnected'),
  )
}
