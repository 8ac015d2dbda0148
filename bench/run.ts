import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { buildLatch } from '../apps/web/scripts/buildLatch.ts'
import { type InitialJs, initialJs } from '../test/initialJs.ts'
import { launchChromium } from '../test/launchChromium.ts'
import { type AppServer, startAppServer } from '../test/startAppServer.ts'
import { type BenchApp, benchApps, peerIds } from './measure/apps.ts'
import { buildPeer } from './measure/buildPeer.ts'
import { buildQuickStart } from './measure/buildQuickStart.ts'
import {
  formatRatios,
  formatTable,
  type TableColumn,
} from './measure/formatTable.ts'
import { type InstallResult, installPeer } from './measure/installPeer.ts'
import {
  type LanguageChunks,
  languageChunks,
} from './measure/languageChunks.ts'
import type { LighthouseSample } from './measure/lighthouseSample.ts'
import {
  type AppMeasurement,
  type AppSession,
  benchAccount,
  openAppSession,
  type ReloadSample,
  summarizeSamples,
} from './measure/measureApp.ts'
import { measureNextShare, type NextShare } from './measure/measureNextShare.ts'
import {
  measureSiweVerify,
  type SiweVerifyMeasurement,
} from './measure/measureSiweVerify.ts'
import {
  measureTabDisconnect,
  type TabDisconnectSample,
} from './measure/measureTabDisconnect.ts'
import {
  measureTapToDialog,
  type TapSample,
  tapCpuSlowdown,
} from './measure/measureTapToDialog.ts'
import { median } from './measure/median.ts'
import { lighthouseDir, runLighthouse } from './measure/runLighthouse.ts'
import { spread } from './measure/spread.ts'
import { type Nodes, startNodes } from './measure/startNodes.ts'
import { type AppSummary, summarize } from './measure/summarize.ts'
import { summarizeLighthouse } from './measure/summarizeLighthouse.ts'

/** One app's record in the JSON result. */
type AppResult = {
  id: BenchApp['id']
  label: string
  install?: InstallResult | undefined
  build?: { ok: boolean; seconds: number; error?: string | undefined }
  initialJs?: (Omit<InitialJs, 'all'> & { allGzip: number }) | undefined
  /** The quick start: its initial JS built without `latch()`. */
  initialJsWithoutPlugin?: { gzip: number; files: number } | undefined
  /** Latch: what a second language (Japanese) adds, fetched on demand. */
  secondLanguage?: LanguageChunks | undefined
  measurement?: AppMeasurement | undefined
  /** Tap → connect dialog on a phone, first visits. */
  taps?: TapSample[] | undefined
  tabDisconnects?: TabDisconnectSample[] | undefined
  /** Lighthouse's runs (mobile defaults). */
  lighthouse?: LighthouseSample[] | undefined
  summary?: AppSummary | undefined
  failure?: string | undefined
}

const emptyTraffic = {
  jsGzip: 0,
  jsFiles: 0,
  rpc: {},
  rpcTotal: 0,
  ens: 0,
  thirdParty: {},
  thirdPartyTotal: 0,
}

const resultsDir = fileURLToPath(new URL('./results/', import.meta.url))

/**
 * `npm run bench` (`--quick`: Latch alone; `--only latch,quickstart,appkit`:
 * those apps; `--reloads N`, default 7, 0 for none (nor the first visit and
 * its connect); `--taps N`, default 5, `--tabs N` (a disconnect in one tab,
 * watched from another), default 3, and `--lighthouse N`, default 3: runs
 * of those measures per app, 0 for none; `--trace`: keep each frame's visible
 * control texts in the JSON result): builds Latch (`apps/web`), the README's
 * quick start and the peers' reference apps, serves each on loopback over the
 * devnet nodes, measures them in Chromium with the injected test wallet and
 * with Lighthouse, prints one table and writes
 * `bench/results/bench-<time>.json`.
 */
async function main() {
  const began = performance.now()
  const args = process.argv.slice(2)
  const quick = args.includes('--quick')
  const count = (flag: string, fallback: number, max: number) => {
    if (!args.includes(flag)) return fallback
    const given = args[args.indexOf(flag) + 1]
    const value = Number(given)
    if (!Number.isInteger(value) || value < 0 || value > max)
      throw new Error(
        `${flag} must be a whole number from 0 to ${max}, not ${given}`,
      )
    return value
  }
  const reloads = count('--reloads', 7, 50)
  const tapRuns = count('--taps', 5, 50)
  const tabRuns = count('--tabs', 3, 50)
  const lighthouseRuns = count('--lighthouse', 3, 20)
  const only = args.includes('--only')
    ? args[args.indexOf('--only') + 1]?.split(',')
    : undefined
  const trace = args.includes('--trace')
  const apps = benchApps.filter((x) =>
    quick ? x.id === 'latch' : !only || only.includes(x.id),
  )
  const say = (line: string) =>
    console.log(
      `[${((performance.now() - began) / 1_000).toFixed(0).padStart(4)} s] ${line}`,
    )
  mkdirSync(resultsDir, { recursive: true })

  let lighthouseInstall: InstallResult | undefined
  if (lighthouseRuns > 0) {
    say(
      'Lighthouse: installing into bench/lighthouse (cached after the first run)…',
    )
    lighthouseInstall = await installPeer(lighthouseDir)
    if (lighthouseInstall.status === 'failed')
      say(`Lighthouse: install failed, not run\n${lighthouseInstall.error}`)
  }

  const results: AppResult[] = []
  const dists = new Map<string, string>()
  for (const app of apps) {
    const result: AppResult = { id: app.id, label: app.label }
    results.push(result)
    if (app.id === 'floor') {
      const outDir = `${resultsDir}floor-dist`
      mkdirSync(outDir, { recursive: true })
      writeFileSync(
        `${outDir}/index.html`,
        // A phone's viewport and a main landmark, as any page Lighthouse
        // holds to 100 has.
        `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title><main><p>${benchAccount}</p></main></html>`,
      )
      // The tap's floor: a native modal dialog and nothing else.
      writeFileSync(
        `${outDir}/tap.html`,
        `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>tap floor</title><main><button type="button">Connect wallet</button></main><dialog aria-label="Connect a wallet"><button type="button">Test Wallet</button></dialog><script type="module" src="/tap.js"></script></html>`,
      )
      writeFileSync(
        `${outDir}/tap.js`,
        "const dialog = document.querySelector('dialog')\ndocument.querySelector('main button').onclick = () => dialog.showModal()\n",
      )
      dists.set(app.id, outDir)
      continue
    }
    if (!app.dir) {
      const outDir = `${resultsDir}${app.id}-dist`
      try {
        const seconds =
          app.id === 'quickstart'
            ? await buildQuickStart({ outDir })
            : await buildLatch({ outDir, variant: 'bench' })
        result.build = { ok: true, seconds }
        dists.set(app.id, outDir)
      } catch (error) {
        result.build = { ok: false, seconds: 0, error: String(error) }
        result.failure = 'build failed'
        say(`${app.label}: build failed\n${error}`)
      }
    } else {
      say(`${app.label}: installing (cached after the first run)…`)
      result.install = await installPeer(app.dir)
      if (result.install.status === 'failed') {
        result.failure = 'install failed'
        say(`${app.label}: install failed\n${result.install.error}`)
        continue
      }
      if (result.install.status === 'installed')
        say(`${app.label}: installed in ${result.install.seconds.toFixed(0)} s`)
      const built = await buildPeer(app.dir)
      result.build = built.ok
        ? { ok: true, seconds: built.seconds }
        : { ok: false, seconds: built.seconds, error: built.error }
      if (!built.ok) {
        result.failure = 'build failed'
        say(`${app.label}: build failed\n${built.error}`)
        continue
      }
      dists.set(app.id, built.distDir)
    }
    const dist = dists.get(app.id)
    if (dist) {
      const js = initialJs(dist)
      result.initialJs = {
        gzip: js.gzip,
        chunks: js.chunks,
        allGzip: js.all.reduce((sum, x) => sum + x.gzip, 0),
      }
      say(
        `${app.label}: built in ${result.build?.seconds.toFixed(1)} s, initial JS ${(js.gzip / 1024).toFixed(1)} KiB gzip`,
      )
      if (app.id === 'quickstart') {
        // The same app without `latch()`: what the packages give alone.
        const plainDir = `${resultsDir}quickstart-without-plugin-dist`
        await buildQuickStart({ outDir: plainDir, withoutPlugin: true })
        const plain = initialJs(plainDir)
        result.initialJsWithoutPlugin = {
          gzip: plain.gzip,
          files: plain.chunks.length,
        }
        say(
          `${app.label}: without latch(), initial JS ${(plain.gzip / 1024).toFixed(1)} KiB gzip (${plain.chunks.length} files; with it ${(js.gzip / 1024).toFixed(1)} KiB, ${js.chunks.length} files)`,
        )
      }
      if (app.id === 'latch') {
        result.secondLanguage = await languageChunks(dist, 'ja')
        say(
          `${app.label}: a second language (Japanese) adds ${(result.secondLanguage.gzip / 1024).toFixed(1)} KiB gzip, fetched when chosen`,
        )
      }
    }
  }

  let nodes: Nodes | undefined
  let browser: Browser | undefined
  const servers = new Map<AppResult, AppServer>()
  const sessions = new Map<AppResult, AppSession>()
  const stopAll = async () => {
    for (const session of sessions.values())
      await session.close().catch(() => {})
    sessions.clear()
    for (const server of servers.values()) await server.stop().catch(() => {})
    servers.clear()
    await browser?.close().catch(() => {})
    await nodes?.stop().catch(() => {})
    browser = undefined
    nodes = undefined
  }
  const interrupt = () => {
    void stopAll().then(() => process.exit(130))
  }
  process.once('SIGINT', interrupt)
  process.once('SIGTERM', interrupt)
  try {
    nodes = await startNodes()
    browser = await launchChromium()
    for (const result of results) {
      const dist = dists.get(result.id)
      if (!dist) continue
      servers.set(
        result,
        await startAppServer({ dir: dist, nodes: nodes.urls }),
      )
    }
    for (const [result, server] of reloads > 0 ? servers : []) {
      say(`${result.label}: first visit and connect at ${server.url}…`)
      try {
        const session = await openAppSession({
          browser,
          server,
          chains: nodes.chains,
          reloads,
          trace,
          connect: result.id !== 'floor',
          log: (line) => say(`${result.label}: ${line}`),
        })
        sessions.set(result, session)
        result.measurement = {
          firstVisit: session.firstVisit,
          firstVisitProbe: session.firstVisitProbe,
          connectError: session.connectError,
          warm: [],
          cold: [],
        }
      } catch (error) {
        result.failure = 'measure failed'
        say(`${result.label}: measuring failed: ${error}`)
      }
    }
    // Reloads go round the apps, each round in a different order, so that
    // the machine's drift and any order effect fall on every app alike.
    const connected = [...sessions].filter(([, x]) => !x.connectError)
    for (const kind of connected.length > 0
      ? (['warm', 'cold'] as const)
      : []) {
      say(`${reloads} rounds of ${kind} reloads over ${connected.length} apps…`)
      for (let round = 0; round < reloads; round++)
        for (let i = 0; i < connected.length; i++) {
          const [result, session] = connected[(i + round) % connected.length]!
          const sample = await session[kind]().catch(
            (error: unknown): ReloadSample => ({
              ...emptyTraffic,
              probe: null,
              error: String(error),
            }),
          )
          result.measurement![kind].push(sample)
        }
      for (const [result] of connected)
        say(
          `${result.label}: ${kind}: ${summarizeSamples(result.measurement![kind])}`,
        )
    }
    for (const session of sessions.values())
      await session.close().catch(() => {})
    sessions.clear()

    // Tap → connect dialog, then Lighthouse, each in rounds over the apps as
    // the reloads are.
    const tapped = [...servers].filter(
      ([result]) => apps.find((x) => x.id === result.id)?.connectDialog,
    )
    if (tapRuns > 0 && tapped.length > 0)
      say(
        `${tapRuns} rounds of tap → connect dialog (a phone, ${tapCpuSlowdown}× CPU) over ${tapped.length} apps…`,
      )
    for (let round = 0; round < tapRuns; round++)
      for (let i = 0; i < tapped.length; i++) {
        const [result, server] = tapped[(i + round) % tapped.length]!
        const sample = await measureTapToDialog({
          browser,
          server,
          chains: nodes.chains,
          detector: apps.find((x) => x.id === result.id)!.connectDialog!,
          path: apps.find((x) => x.id === result.id)!.tapPath,
        })
        result.taps ??= []
        result.taps.push(sample)
        say(
          `${result.label}: tap → dialog ${sample.ms === null ? `none (${sample.error ?? 'not seen'})` : `${sample.ms.toFixed(0)} ms, ${((sample.jsGzip ?? 0) / 1024).toFixed(1)} KiB JS fetched`}`,
        )
      }

    // A disconnect in one tab, watched from another, in rounds too.
    const disconnected = [...servers].filter(
      ([result]) => result.id !== 'floor',
    )
    if (tabRuns > 0 && disconnected.length > 0)
      say(
        `${tabRuns} rounds of a disconnect in one tab, watched from another, over ${disconnected.length} apps…`,
      )
    for (let round = 0; round < tabRuns; round++)
      for (let i = 0; i < disconnected.length; i++) {
        const [result, server] =
          disconnected[(i + round) % disconnected.length]!
        const sample = await measureTabDisconnect({
          browser,
          server,
          chains: nodes.chains,
        })
        result.tabDisconnects ??= []
        result.tabDisconnects.push(sample)
        say(
          `${result.label}: the other tab shows Connect ${sample.ms === null ? `never (${sample.error})` : `${sample.ms.toFixed(0)} ms after the disconnect`}`,
        )
      }
    await browser.close()
    browser = undefined

    const audited =
      lighthouseInstall && lighthouseInstall.status !== 'failed'
        ? [...servers]
        : []
    if (lighthouseRuns > 0 && audited.length > 0)
      say(
        `${lighthouseRuns} rounds of Lighthouse (mobile: slow 4G, 4× CPU, simulated) over ${audited.length} pages…`,
      )
    for (let round = 0; round < lighthouseRuns; round++)
      for (let i = 0; i < audited.length; i++) {
        const [result, server] = audited[(i + round) % audited.length]!
        const sample = await runLighthouse(`${server.url}/`)
        result.lighthouse ??= []
        result.lighthouse.push(sample)
        say(
          `${result.label}: Lighthouse ${
            sample.error
              ? `failed: ${sample.error}`
              : `Performance ${sample.performance}, Accessibility ${sample.accessibility}, Best Practices ${sample.bestPractices}, LCP ${sample.lcpMs?.toFixed(0)} ms, TBT ${sample.tbtMs?.toFixed(0)} ms, CLS ${sample.cls?.toFixed(3)}`
          }`,
        )
      }
  } finally {
    await stopAll()
    process.off('SIGINT', interrupt)
    process.off('SIGTERM', interrupt)
  }

  // Latch's share of a Next.js page, beside the Vite quick start: the app
  // docs/nextjs.md writes out against a bare Next.js page (`--only next`).
  let nextShare: NextShare | { failure: string } | undefined
  if (!quick && (!only || only.includes('next'))) {
    say("Next.js: building the docs' App Router app and a bare page…")
    const nextBrowser = await launchChromium()
    try {
      nextShare = await measureNextShare(nextBrowser, resultsDir)
    } catch (error) {
      nextShare = { failure: String(error) }
    } finally {
      await nextBrowser.close()
    }
  }

  // The SIWE server's verify route (issue 38): verify/s with each store
  // beside viem's recovery alone, and the parse of an 8 KB hostile message
  // (`--only siwe`; a hundred messages under `--quick`).
  let siweVerify: SiweVerifyMeasurement | { failure: string } | undefined
  if (!only || only.includes('siwe')) {
    say('SIWE: verify/s with the memory store and a redis-server, beside viem…')
    try {
      siweVerify = await measureSiweVerify(
        quick
          ? { messages: 100, rounds: 1, parseRepetitions: 1_000 }
          : { messages: 1_000, rounds: 3, parseRepetitions: 10_000 },
      )
    } catch (error) {
      siweVerify = { failure: String(error) }
    }
  }

  const staticLcp =
    summarizeLighthouse(
      results.find((x) => x.id === 'floor')?.lighthouse ?? [],
      null,
    ).lcpMs?.median ?? null
  const columns: TableColumn[] = results.map((result) => {
    const summary =
      result.initialJs || result.measurement || result.taps || result.lighthouse
        ? summarize(result.initialJs?.gzip ?? null, result.measurement ?? null)
        : null
    if (summary && result.secondLanguage)
      summary.secondLanguageKiB = result.secondLanguage.gzip / 1024
    if (summary && result.taps) {
      summary.tapToDialogMs = spread(result.taps.flatMap((x) => x.ms ?? []))
      summary.tapMissed = result.taps.filter((x) => x.ms === null).length
      const tapJs = median(result.taps.flatMap((x) => x.jsGzip ?? []))
      summary.tapJsKiB = tapJs === null ? null : tapJs / 1024
    }
    if (summary && result.tabDisconnects) {
      summary.tabDisconnectMs = spread(
        result.tabDisconnects.flatMap((x) => x.ms ?? []),
      )
      summary.tabDisconnectMissed = result.tabDisconnects.filter(
        (x) => x.followed === false,
      ).length
    }
    if (summary && result.lighthouse)
      summary.lighthouse = summarizeLighthouse(
        result.lighthouse,
        result.id === 'floor' ? null : staticLcp,
      )
    result.summary = summary ?? undefined
    return {
      label: result.label,
      failure: result.failure,
      summary,
      peer: peerIds.has(result.id),
    }
  })
  const floor = results.find((x) => x.id === 'floor')?.summary?.warmMs
  for (const result of results)
    if (result.summary && result.id !== 'floor' && floor != null)
      result.summary.warmOverFloorMs =
        result.summary.warmMs == null ? null : result.summary.warmMs - floor
  const seconds = (performance.now() - began) / 1_000
  console.log(`\n${formatTable(columns)}\n`)
  const quickStart = columns[results.findIndex((x) => x.id === 'quickstart')]
  const peers = columns.filter((x) => x.peer)
  if (quickStart?.summary && peers.length > 0)
    console.log(`${formatRatios(quickStart, peers)}\n`)
  console.log(notes(results))
  console.log(goals(results))
  console.log(details(results))
  if (nextShare && 'failure' in nextShare)
    console.log(`Next.js: not measured (${nextShare.failure})\n`)
  else if (nextShare)
    console.log(
      `Next.js (docs/nextjs.md's App Router page, next build + next start): Latch's share ${(nextShare.latchGzip / 1024).toFixed(1)} KiB gzip of JS before a click (page ${(nextShare.pageGzip / 1024).toFixed(1)} − bare Next.js page ${(nextShare.bareGzip / 1024).toFixed(1)}); next build ${nextShare.buildSeconds.page.toFixed(0)} s and ${nextShare.buildSeconds.bare.toFixed(0)} s\n`,
    )
  if (siweVerify) console.log(`${siweLines(siweVerify)}\n`)
  console.log(
    `reloads: ${reloads} warm + ${reloads} cold per app (medians) · taps: ${tapRuns} per app · tab disconnects: ${tabRuns} per app · Lighthouse: ${lighthouseRuns} runs per page (median [range]) · total ${seconds.toFixed(0)} s`,
  )

  const file = `${resultsDir}bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
  const json = JSON.stringify(
    {
      date: new Date().toISOString(),
      quick,
      reloads,
      taps: tapRuns,
      tabs: tabRuns,
      lighthouseRuns,
      lighthouseInstall,
      seconds,
      apps: results,
      next: nextShare,
      siweVerify,
    },
    null,
    2,
  )
  writeFileSync(file, json)
  writeFileSync(`${resultsDir}latest.json`, json)
  console.log(`result: ${file}`)
}

/** The SIWE section's lines: rates, their ratio to viem's, parse times. */
function siweLines(result: SiweVerifyMeasurement | { failure: string }) {
  if ('failure' in result)
    return `SIWE verify: not measured (${result.failure})`
  const rate = (value: number) => `${value.toFixed(0)}/s`
  const micro = (value: number) =>
    value >= 1_000
      ? `${(value / 1_000).toFixed(1)} ms`
      : `${value.toFixed(1)} µs`
  const { parse } = result
  return [
    `SIWE verify (@latch/siwe's POST verify, one Node thread, ${result.concurrency} in flight, an EOA's signature; ${result.messages} messages × ${result.rounds} round(s), median): viem's verifyMessage alone (the floor) ${rate(result.rawPerSecond)}; the handler with the memory store ${rate(result.memory.perSecond)} (${result.memory.ratio.toFixed(2)}× the floor); with redis-server ${'failure' in result.redis ? `not measured (${result.redis.failure})` : `${rate(result.redis.perSecond)} (${result.redis.ratio.toFixed(2)}× the floor)`}`,
    `SIWE parse, per message: ${(parse.hostileLength / 1_024).toFixed(1)} KiB of 'URI: ' (hostile) Latch ${micro(parse.hostile.latch)}, viem's parseSiweMessage ${micro(parse.hostile.viem)}; 4 KiB within the bounds (${parse.longestValid.resources} resources) ${micro(parse.longestValid.latch)} vs ${micro(parse.longestValid.viem)}; a typical message ${micro(parse.typical.latch)} vs ${micro(parse.typical.viem)}`,
  ].join('\n')
}

/** Per app: install and build times, and the origins of third-party requests. */
function details(results: readonly AppResult[]): string {
  const origins = (counts: Record<string, number> | undefined) =>
    Object.entries(counts ?? {})
      .map(([origin, n]) => `${origin.replace(/^https?:\/\//, '')} ×${n}`)
      .join(', ') || 'none'
  return results
    .map((x) => {
      const install = x.install
        ? `install ${x.install.status}${x.install.status === 'cached' ? '' : ` ${x.install.seconds.toFixed(0)} s`}, `
        : ''
      const build = x.build ? `build ${x.build.seconds.toFixed(1)} s` : ''
      const m = x.measurement
      const plain = x.initialJsWithoutPlugin
      return [
        `${x.label}: ${install}${build}${x.failure ? ` — ${x.failure}` : ''}`,
        plain && x.initialJs
          ? `  initial JS without latch(): ${(plain.gzip / 1024).toFixed(1)} KiB gzip in ${plain.files} files (with it: ${(x.initialJs.gzip / 1024).toFixed(1)} KiB in ${x.initialJs.chunks.length})`
          : '',
        m
          ? `  third-party before any click: first visit ${origins(m.firstVisit.thirdParty)}; stored session ${origins(m.cold[0]?.thirdParty)}`
          : '',
        m?.connectError ? `  connect failed: ${m.connectError}` : '',
        x.lighthouse
          ? `  Lighthouse, points lost (any run): ${[...new Set(x.lighthouse.flatMap((run) => run.lost))].join(', ') || 'none'}${lighthouseFailures(x.lighthouse)}`
          : '',
      ]
        .filter(Boolean)
        .join('\n')
    })
    .join('\n')
}

/** Lighthouse's failed runs, for the details. */
function lighthouseFailures(runs: readonly LighthouseSample[]): string {
  const errors = runs.flatMap((x) => x.error ?? [])
  return errors.length ? `; ${errors.length} runs failed: ${errors[0]}` : ''
}

/** What the table's columns are, for those in this run. */
function notes(results: readonly AppResult[]): string {
  const has = (id: BenchApp['id']) => results.some((x) => x.id === id)
  return [
    has('latch')
      ? 'Latch: apps/web in production, started by apps/web/bench/latchMain.ts with the devnet chains first (names from its ENS), no Dev wallet.'
      : '',
    has('quickstart')
      ? "Latch quick start: README.md's quick start (its tsx block as src/main.tsx, its ts block as vite.config.ts) on the workspace's packages, with one change for fairness: the peers' chains (the devnet's first, mainnet, Sepolia, Base, Optimism, Arbitrum, the second devnet chain) instead of [mainnet, base], and ensChainId set to the devnet's (by default names are read on mainnet, off the machine); WalletConnect with the peers' dummy project id."
      : '',
    results.some((x) => peerIds.has(x.id))
      ? "Peers: bench/peers/<name>, each kit's minimal app on the same chains and wallet options; (×) is Latch ÷ peer, below 1× is Latch ahead."
      : '',
    results.some((x) => x.taps)
      ? `Tap → connect dialog: a first visit on a phone (Pixel 7 profile: touch, no hover), ${tapCpuSlowdown}× CPU slowdown, the test wallet injected; once the page is loaded and idle, a tap on the kit's Connect control; ms from the tap's input event to the first animation frame showing the kit's dialog with its wallet list.`
      : '',
    results.some((x) => x.lighthouse)
      ? 'Lighthouse 13.5: a first visit, mobile defaults (simulated slow 4G, 4× CPU), no wallet injected, off-machine requests stopped by a dead proxy; median [range] over the runs; LCP ÷ static page uses both medians of this run.'
      : '',
  ]
    .filter(Boolean)
    .join('\n')
}

/** The issue's goals, checked against this run. */
function goals(results: readonly AppResult[]): string {
  const latch = results.find((x) => x.id === 'latch')?.summary
  const rainbow = results.find((x) => x.id === 'rainbowkit')?.summary
  const mark = (ok: boolean | null) =>
    ok === null ? '?' : ok ? 'met' : 'NOT met'
  const initial = latch?.initialJsKiB ?? null
  const warm = latch?.warmMs ?? null
  const ratio = warm !== null && rainbow?.warmMs ? warm / rainbow.warmMs : null
  const afterFcp = latch?.warmAfterFcpMs ?? null
  const over = latch?.warmOverFloorMs ?? null
  const overRatio =
    over !== null && rainbow?.warmOverFloorMs
      ? over / rainbow.warmOverFloorMs
      : null
  const lighthouse = latch?.lighthouse
  const lcpRatio = lighthouse?.lcpOverStatic ?? null
  const tbt = lighthouse?.tbtMs?.median ?? null
  const cls = lighthouse?.cls?.median ?? null
  const scores = lighthouse
    ? [
        lighthouse.performance,
        lighthouse.accessibility,
        lighthouse.bestPractices,
      ]
    : []
  const scoresKnown = scores.length > 0 && scores.every((x) => x !== null)
  const tap = latch?.tapToDialogMs?.median ?? null
  const peerTaps = results.flatMap((x) =>
    peerIds.has(x.id) && x.summary?.tapToDialogMs
      ? [{ label: x.label, ms: x.summary.tapToDialogMs.median }]
      : [],
  )
  const fastestPeer = peerTaps.sort((a, b) => a.ms - b.ms)[0]
  const issue15 = [
    lighthouse
      ? `goal: Lighthouse LCP ≤ 1.25× the static page's (medians): ${mark(lcpRatio === null ? null : lcpRatio <= 1.25)} (${lcpRatio?.toFixed(2) ?? '—'}×)`
      : '',
    lighthouse
      ? `goal: Lighthouse TBT ≤ 50 ms and CLS 0 (medians): ${mark(tbt === null || cls === null ? null : tbt <= 50 && cls === 0)} (${tbt?.toFixed(0) ?? '—'} ms, ${cls?.toFixed(3) ?? '—'})`
      : '',
    lighthouse
      ? `goal: Lighthouse Performance, Accessibility, Best Practices 100 (medians): ${mark(scoresKnown ? scores.every((x) => x!.median === 100) : null)} (${scores.map((x) => (x ? (x.min === x.max ? `${x.min}` : `${x.min}–${x.max}`) : '—')).join(', ')})`
      : '',
    latch?.tapToDialogMs !== undefined
      ? `goal: tap → connect dialog ≤ 100 ms (median): ${mark(tap === null ? null : tap <= 100)} (${tap?.toFixed(0) ?? '—'} ms); no peer faster: ${mark(tap === null || !fastestPeer ? null : fastestPeer.ms >= tap)}${fastestPeer ? ` (fastest peer: ${fastestPeer.label}, ${fastestPeer.ms.toFixed(0)} ms)` : ''}`
      : '',
  ]
  return [
    ...issue15.filter(Boolean),
    `goal: initial JS ≤ 120 KiB: ${mark(initial === null ? null : initial <= 120)} (${initial?.toFixed(1) ?? '—'} KiB)`,
    `goal: warm reload → address ≤ 0.6× RainbowKit's: ${mark(ratio === null ? null : ratio <= 0.6)} (${ratio?.toFixed(2) ?? '—'}×; above the static page: ${overRatio?.toFixed(2) ?? '—'}×)`,
    `goal: address no later than one frame after FCP: ${mark(afterFcp === null ? null : afterFcp <= 1_000 / 60)} (${afterFcp?.toFixed(0) ?? '—'} ms)`,
  ].join('\n')
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
