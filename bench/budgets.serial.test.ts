// In the serial lane (`.serial.test.ts`): it makes production builds of the
// front end and loads them in Chromium, both cores for a minute or more.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Relay,
  startRelay,
  startWalletPeer,
  type WalletPeer,
} from '@latch/devnet'
import { type Language, languages } from '@latch/react'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildLatch } from '../apps/web/scripts/buildLatch.ts'
import { initialJs } from '../test/initialJs.ts'
import { launchChromium } from '../test/launchChromium.ts'
import {
  type ProductionBuild,
  productionBuild,
} from '../test/productionBuild.ts'
import { type AppServer, startAppServer } from '../test/startAppServer.ts'
import { languageChunks } from './measure/languageChunks.ts'
import { type AppMeasurement, measureApp } from './measure/measureApp.ts'
import { type Nodes, startNodes } from './measure/startNodes.ts'
import { waitForAccount } from './measure/waitForAccount.ts'

// Sizes and counts are deterministic; times are not, so no time is asserted
// here (`npm run bench` reports them).
const kib = 1024
const budgets = {
  thirdPartyBeforeClick: 0,
  connectFramesOnReload: 0,
}
// The sizes: the budgets, asserted (initial JS: the hard line, 125
// KiB); the goal (120 KiB initial) is printed beside the figure, as the bench
// reports it. Before a click, 139 KiB (135 until the front end listed seven
// wallet apps for phones: their descriptors, with icons and store links,
// 1.1 KiB in the initial JS, and the hooks' reopening of a phone's wallet
// app, 1.3 KiB in the connected views; the phone's own dialog is a chunk a
// desktop never fetches; 138 until it listed Base Account: its descriptor,
// with the policy's two style hashes, 0.4 KiB in the initial JS; its SDK,
// 127 KiB, loads only as the visitor points at its option). The recent
// transactions, the tabs in step and Sign-In with Ethereum hold to them:
// what they add to the first paint is a bare channel listening to the other
// tabs and the hooks' cues; the account button's watch for a stored list,
// the tabs' follower and the SIWE client are chunks of their own, and the
// devnet's Send form is named by the devnet entry alone. The connect
// dialog's QR code (and its encoder) is fetched as a pairing wallet is
// picked, not before a click. The wallet's requests (sign, send, batch,
// add a token, SIWE, a batch's status) go through Latch's own client of the
// connected wallet, not wagmi's actions: these import error classes from a
// module the first paint shares (wagmi's `errors/config`), which Rolldown
// keeps whole, so a lazy chunk's use of them put 0.4 KiB into the first
// paint (measured after: initial JS 124.7; before a click, the first visit
// 135.8, the injected wallet's session 137.2, Coinbase's 138.4,
// WalletConnect's 138.6). The recent transactions are in the account
// dialog's code since a lazy part of it moved Disconnect as it came: the
// list of what that code preloads grew (initial JS 124.8; the sessions
// before a click 137.4, 138.7 and 138.9, the first visit 135.9; 136.0 once the
// tabs' listening handed its channel over to the code that tells and follows;
// initial JS 124.9 and the sessions 137.5, 138.8 and 139.0 once the cache was
// also written when the page is left or hidden). Sign-In with Ethereum's
// texts are a catalogue of their own, loaded with its client: initial JS
// 124.9, the first visit 136.8, the sessions 137.5, 138.8 and 139.0.
const sizeBudgets = { initialJs: 125 * kib, fetchedBeforeClick: 139 * kib }
const sizeGoals = { initialJs: 120 * kib }
// What one more language may add, fetched when chosen: the kit's catalogue
// and the app's texts (2.6–3.5 KiB gzip today).
const languageBudget = 8 * kib

/**
 * Latch's bundle and load budgets: a production build, and in Chromium a
 * build that is production but for the devnet's chains (`apps/web/bench/latchMain.ts`:
 * no Dev wallet), measured as `npm run bench` measures it.
 */
// A test waits for its wallet's session, measured beside the two others'.
describe('budgets', { timeout: 180_000 }, () => {
  const root = mkdtempSync(join(tmpdir(), 'latch-budgets-'))
  let production: ProductionBuild | undefined
  const benchDir = join(root, 'bench')
  let nodes: Nodes | undefined
  let relay: Relay | undefined
  const peers: WalletPeer[] = []
  let browser: Browser | undefined
  const servers: AppServer[] = []
  type Wallet = 'injected' | 'coinbase' | 'walletConnect'
  const wallets: Wallet[] = ['injected', 'coinbase', 'walletConnect']
  const sessions: Partial<Record<Wallet, Promise<AppMeasurement>>> = {}

  beforeAll(async () => {
    await Promise.all([
      productionBuild().then((built) => {
        production = built
      }),
      startNodes().then((started) => {
        nodes = started
      }),
      startRelay().then((started) => {
        relay = started
      }),
    ])
    await buildLatch({ outDir: benchDir, variant: 'bench' })
    browser = await launchChromium()
    // The three wallets' sessions at once: each spends most of its time
    // waiting for its page to go quiet (a second and more a load, 5 loads),
    // which the others fill (the file took 87 s with them one after the
    // other, 60 s this way, alone on an idle machine; the sizes measured
    // were the same to 0.1 KiB). Nothing they assert is a time.
    for (const wallet of wallets) session(wallet).catch(() => {})
  }, 120_000)

  afterAll(async () => {
    await Promise.allSettled(Object.values(sessions))
    await Promise.all(peers.map((x) => x.stop()))
    await Promise.all(servers.map((x) => x.stop()))
    await relay?.stop()
    await browser?.close()
    await nodes?.stop()
    production?.remove()
    rmSync(root, { recursive: true, force: true })
  })

  /**
   * One measured session per wallet, shared by the tests that read it, on a
   * server of its own: a server's log is what its pages fetched.
   */
  const session = (wallet: Wallet): Promise<AppMeasurement> => {
    sessions[wallet] ??= startAppServer({
      dir: benchDir,
      nodes: nodes!.urls,
      relayUrl: relay!.url,
    }).then((server) => {
      servers.push(server)
      return measure(wallet, server)
    })
    return sessions[wallet]
  }

  const measure = (wallet: Wallet, server: AppServer) =>
    measureApp({
      browser: browser!,
      server,
      chains: nodes!.chains,
      reloads: 2,
      ...(wallet === 'coinbase'
        ? {
            walletName: 'Coinbase Wallet',
            walletOptions: { coinbaseExtension: true },
          }
        : {}),
      ...(wallet === 'walletConnect'
        ? { connectWith: connectWalletConnect }
        : {}),
    })

  /** WalletConnect as a visitor does it: a wallet peer reads the QR code. */
  async function connectWalletConnect(page: Page) {
    const peer = await startWalletPeer({
      relayUrl: relay!.url,
      chains: nodes!.chains.map(({ id }) => ({ id, rpcUrl: nodes!.urls[id]! })),
    })
    peers.push(peer)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page.getByRole('button', { name: /^WalletConnect/ }).click()
    const qr = page.getByRole('img', { name: 'WalletConnect QR code' })
    await qr.and(page.locator('[data-uri^="wc:"]')).waitFor({ timeout: 30_000 })
    await peer.pair((await qr.getAttribute('data-uri'))!)
    await waitForAccount(page, 20_000)
  }

  test('initial JS of the production build is within its budget (125 KiB)', () => {
    const { gzip, chunks } = initialJs(production!.outDir)
    console.log(
      `initial JS: ${(gzip / kib).toFixed(1)} KiB gzip in ${chunks.length} chunks (budget ${sizeBudgets.initialJs / kib} KiB, goal ${sizeGoals.initialJs / kib} KiB)`,
    )
    expect(gzip).toBeLessThanOrEqual(sizeBudgets.initialJs)
  })

  test('English is in the initial JS; every other language is a chunk of its own, fetched on demand, within its budget (8 KiB)', async () => {
    const { chunks } = initialJs(production!.outDir)
    const initial = new Set(chunks.map((x) => x.file))
    const { kit: english } = await languageChunks(production!.outDir, 'en')
    // The kit's English catalogue is in the first paint; the texts of what
    // loads later (the recent transactions, the devnet's Send form) come
    // with their code, in chunks of their own.
    expect(english.filter((x) => initial.has(x.file)).length).toBe(1)
    const sizes: string[] = []
    for (const language of Object.keys(languages) as Language[]) {
      if (language === 'en') continue
      const { kit, app, gzip } = await languageChunks(
        production!.outDir,
        language,
      )
      // One chunk each, kit and app, neither in the first paint.
      expect([kit.length, app.length], language).toEqual([1, 1])
      expect(
        [...kit, ...app].filter((x) => initial.has(x.file)),
        language,
      ).toEqual([])
      expect(gzip, language).toBeLessThanOrEqual(languageBudget)
      sizes.push(`${language} ${(gzip / kib).toFixed(1)}`)
    }
    console.log(
      `a second language, on demand (kit + app catalogues), KiB gzip: ${sizes.join(', ')} (budget ${languageBudget / kib} KiB each)`,
    )
  })

  test('JS fetched before a click on a first visit is within its budget (139 KiB)', async () => {
    const { firstVisit } = await session('injected')
    console.log(
      `first visit: ${(firstVisit.jsGzip / kib).toFixed(1)} KiB (budget ${sizeBudgets.fetchedBeforeClick / kib} KiB)`,
    )
    expect(firstVisit.jsGzip).toBeLessThanOrEqual(
      sizeBudgets.fetchedBeforeClick,
    )
  })

  describe.each([
    { wallet: 'injected' as const, label: 'the injected wallet' },
    { wallet: 'coinbase' as const, label: 'Coinbase Wallet (extension)' },
    { wallet: 'walletConnect' as const, label: 'WalletConnect (local relay)' },
  ])('with a stored session of $label', ({ wallet }) => {
    test('the session is restored on every reload', async () => {
      const measured = await session(wallet)
      expect(measured.connectError).toBeUndefined()
      const missed = [...measured.warm, ...measured.cold].filter(
        (x) => x.probe?.accountAt == null,
      )
      expect(missed).toEqual([])
    })

    test('JS fetched before a click is within its budget (139 KiB)', async () => {
      const { cold } = await session(wallet)
      console.log(
        `${wallet} session: ${cold.map((x) => (x.jsGzip / kib).toFixed(1)).join(', ')} KiB`,
      )
      expect(cold.length).toBeGreaterThan(0)
      for (const reload of cold)
        expect(reload.jsGzip).toBeLessThanOrEqual(
          sizeBudgets.fetchedBeforeClick,
        )
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
})
