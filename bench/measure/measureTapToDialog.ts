import { buildInjectScript } from '@latch/devnet'
import { type Browser, devices, type Page } from 'playwright-core'
import type { AppServer } from '../../test/startAppServer.ts'
import { guardContext } from './guardContext.ts'
import { benchWallet } from './measureApp.ts'
import {
  type ConnectDialogDetector,
  installTapProbe,
  readTapProbe,
  type TapProbe,
  waitForTapProbe,
} from './tapProbe.ts'
import { trackActivity } from './trackActivity.ts'
import { walletRpcPath } from './walletRpcPath.ts'

/** One tap on a kit's connect control, on a first visit. */
export type TapSample = {
  /** ms from the tap's input event to the first frame showing the dialog. */
  ms: number | null
  /** ms from the input event to the tap's `click` event. */
  clickMs: number | null
  /** gzip bytes of the JS files the server sent from the tap to the dialog. */
  jsGzip: number | null
  probe: TapProbe | null
  error?: string | undefined
}

export type MeasureTapToDialogParameters = {
  browser: Browser
  server: AppServer
  /** The devnet chains, as the test wallet knows them. */
  chains: readonly { id: number; name: string }[]
  detector: ConnectDialogDetector
  /** The page to tap on, if not `/`. */
  path?: string | undefined
}

/** The phone the tap is measured on: touch, no hover, a phone's screen. */
const { defaultBrowserType: _, ...phone } = devices['Pixel 7']

/** The CPU slowdown, as Lighthouse's mobile default. */
export const tapCpuSlowdown = 4

/**
 * Measures one tap → connect dialog on a first visit (no stored session) in
 * a new context with a phone's touch profile and a 4× CPU slowdown: waits
 * until the page is loaded and idle, taps the kit's visible *Connect*
 * control, and returns the ms from the tap's input event to the first
 * animation frame in which the connect dialog shows. With no hover, a
 * kit's hover or focus preloading has not run before the tap.
 */
export async function measureTapToDialog(
  parameters: MeasureTapToDialogParameters,
): Promise<TapSample> {
  const { browser, server, chains, detector, path = '/' } = parameters
  const context = await browser.newContext(phone)
  let page: Page | undefined
  try {
    await guardContext(context)
    const activity = trackActivity(context)
    // The test wallet, as in every other measure (an extension's content
    // script): the dialogs list it.
    await context.addInitScript({
      content: await buildInjectScript({
        chains: chains.map(({ id, name }) => ({
          id,
          name,
          rpcUrl: `${server.url}${walletRpcPath(id)}`,
        })),
        eip6963: [benchWallet],
        persist: true,
      }),
    })
    await installTapProbe(context, detector)
    page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: tapCpuSlowdown })
    await page.goto(new URL(path, server.url).href, { waitUntil: 'load' })
    await activity.quiet(1_000, 20_000)
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestIdleCallback(() => resolve(), { timeout: 5_000 }),
        ),
    )
    const control = page
      .getByRole('button', { name: /\bconnect\b/i })
      .filter({ visible: true })
      .first()
    await control.waitFor({ timeout: 15_000 })
    server.takeLog()
    await control.tap({ timeout: 15_000 })
    const probe = await waitForTapProbe(page, 15_000)
    const js = server.takeLog().files.filter((x) => x.path.endsWith('.js'))
    return {
      jsGzip: js.reduce((sum, x) => sum + x.gzip, 0),
      ms:
        probe.inputAt === null || probe.dialogAt === null
          ? null
          : probe.dialogAt - probe.inputAt,
      clickMs:
        probe.inputAt === null || probe.clickAt === null
          ? null
          : probe.clickAt - probe.inputAt,
      probe,
    }
  } catch (error) {
    return {
      ms: null,
      clickMs: null,
      jsGzip: null,
      // What the probe saw, if anything: the input, frames without a dialog.
      probe: page ? await readTapProbe(page).catch(() => null) : null,
      error: (error instanceof Error ? error.message : String(error))
        .split('\n')[0]!
        .slice(0, 200),
    }
  } finally {
    await context.close()
  }
}
