import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildLatch } from './measure/buildLatch.ts'
import { initialJs } from './measure/initialJs.ts'
import { launchChromium } from './measure/launchChromium.ts'
import { type AppMeasurement, measureApp } from './measure/measureApp.ts'
import { type AppServer, startAppServer } from './measure/startAppServer.ts'
import { type Nodes, startNodes } from './measure/startNodes.ts'

// Sizes and counts are deterministic; times are not, so no time is asserted
// here (`npm run bench` reports them).
const kib = 1024
const budgets = {
  thirdPartyBeforeClick: 0,
  connectFramesOnReload: 0,
}
// The sizes: the budgets (130 KiB initial, 135 KiB fetched before a
// click) are not met yet — Latch measures ~205 KiB and ~239 KiB with a
// Coinbase session (see the closing note of the performance issue). Until
// they are, these ceilings, just above today's sizes, keep the bundle from
// growing; lower them with every cut, down to the budgets.
const sizeGoals = { initialJs: 130 * kib, fetchedBeforeClick: 135 * kib }
const ceilings = { initialJs: 210 * kib, fetchedBeforeClick: 245 * kib }

/**
 * Latch's bundle and load budgets: a production build, and in Chromium a
 * build that is production but for the devnet's chains (`bench/latchMain.ts`:
 * no Dev wallet), measured as `npm run bench` measures it.
 */
describe('budgets', () => {
  const root = mkdtempSync(join(tmpdir(), 'latch-budgets-'))
  const productionDir = join(root, 'production')
  const benchDir = join(root, 'bench')
  let nodes: Nodes | undefined
  let browser: Browser | undefined
  let server: AppServer | undefined
  const sessions: Record<string, Promise<AppMeasurement>> = {}

  beforeAll(async () => {
    await Promise.all([
      buildLatch({ outDir: productionDir, variant: 'production' }),
      startNodes().then((started) => {
        nodes = started
      }),
    ])
    await buildLatch({ outDir: benchDir, variant: 'bench' })
    browser = await launchChromium()
    server = await startAppServer({ dir: benchDir, nodes: nodes!.urls })
  }, 120_000)

  afterAll(async () => {
    await Promise.allSettled(Object.values(sessions))
    await server?.stop()
    await browser?.close()
    await nodes?.stop()
    rmSync(root, { recursive: true, force: true })
  })

  /** One measured session per wallet, shared by the tests that read it. */
  const session = (
    wallet: 'injected' | 'coinbase',
  ): Promise<AppMeasurement> => {
    sessions[wallet] ??= measureApp({
      browser: browser!,
      server: server!,
      chains: nodes!.chains,
      reloads: 2,
      ...(wallet === 'coinbase'
        ? {
            walletName: 'Coinbase Wallet',
            walletOptions: { coinbaseExtension: true },
          }
        : {}),
    })
    return sessions[wallet]
  }

  test('initial JS of the production build stays under its ceiling', () => {
    const { gzip, chunks } = initialJs(productionDir)
    console.log(
      `initial JS: ${(gzip / kib).toFixed(1)} KiB gzip in ${chunks.length} chunks (goal ${sizeGoals.initialJs / kib} KiB)`,
    )
    expect(gzip).toBeLessThanOrEqual(ceilings.initialJs)
  })

  test('JS fetched before a click on a first visit stays under its ceiling', async () => {
    const { firstVisit } = await session('injected')
    console.log(
      `first visit: ${(firstVisit.jsGzip / kib).toFixed(1)} KiB (goal ${sizeGoals.fetchedBeforeClick / kib} KiB)`,
    )
    expect(firstVisit.jsGzip).toBeLessThanOrEqual(ceilings.fetchedBeforeClick)
  })

  describe.each([
    { wallet: 'injected' as const, label: 'the injected wallet' },
    { wallet: 'coinbase' as const, label: 'Coinbase Wallet (extension)' },
  ])('with a stored session of $label', ({ wallet }) => {
    test('the session is restored on every reload', async () => {
      const measured = await session(wallet)
      expect(measured.connectError).toBeUndefined()
      const missed = [...measured.warm, ...measured.cold].filter(
        (x) => x.probe?.accountAt == null,
      )
      expect(missed).toEqual([])
    })

    test('JS fetched before a click stays under its ceiling', async () => {
      const { cold } = await session(wallet)
      console.log(
        `${wallet} session: ${cold.map((x) => (x.jsGzip / kib).toFixed(1)).join(', ')} KiB`,
      )
      expect(cold.length).toBeGreaterThan(0)
      for (const reload of cold)
        expect(reload.jsGzip).toBeLessThanOrEqual(ceilings.fetchedBeforeClick)
    })

    test('0 third-party requests before a click', async () => {
      const { firstVisit, warm, cold } = await session(wallet)
      const attempts = [firstVisit, ...warm, ...cold].map((x) => x.thirdParty)
      expect(attempts).toEqual(attempts.map(() => ({})))
      expect(budgets.thirdPartyBeforeClick).toBe(0)
    })

    test('0 frames showing Connect wallet during a reload', async () => {
      const { warm, cold } = await session(wallet)
      const frames = [...warm, ...cold].map((x) => ({
        connectFrames: x.probe?.connectFrames,
        texts: x.probe?.connectTexts,
      }))
      expect(frames).toEqual(
        frames.map(() => ({
          connectFrames: budgets.connectFramesOnReload,
          texts: [],
        })),
      )
    })
  })

  // The bench's nodes have no WalletConnect relay, so no session can be made
  // here to be restored. The privacy half runs end to end instead, over the
  // devnet's relay: e2e/connectors/walletConnect.spec.ts › with a stored
  // session, a reload asks nobody but the page's own origin before any click.
  test.todo(
    'with a stored WalletConnect session: JS fetched before a click ≤ 135 KiB, 0 third-party requests, 0 Connect frames',
  )
})
