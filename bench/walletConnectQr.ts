import { startWalletPeer } from '@latch/devnet'
import type { BrowserContext } from 'playwright-core'
import { startDevnetApp } from '../apps/web/scripts/startDevnetApp.ts'
import { launchChromium } from '../test/launchChromium.ts'
import { median } from './measure/median.ts'

// `npx tsx bench/walletConnectQr.ts [runs] [--trace-screenshots] [--skip-build]`:
// click on WalletConnect → QR code, in the devnet build with a wallet peer on
// the relay, as the end-to-end tests do. Prints each run's stages as the page
// saw them (ms after the click) and what Playwright saw. With
// --trace-screenshots each context records a Playwright trace with its
// screencast, as the e2e config once did.

const runs = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 5)
const screencast = process.argv.includes('--trace-screenshots')

// Runs in the page before the click: timestamps of each stage.
const stages = `(() => {
  const marks = (window.__stages = [])
  const mark = (name) => marks.push([name, performance.now()])
  const method = (text) => /"method":"(\\w+)"/.exec(text)?.[1]
  const Native = window.WebSocket
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      mark('relay socket created')
      super(url, protocols)
      this.addEventListener('open', () => mark('relay socket open'))
      this.addEventListener('message', (event) =>
        mark('relay → ' + (method(String(event.data)) ?? 'answer')))
    }
    send(data) {
      mark('relay ← ' + (method(String(data)) ?? 'answer'))
      super.send(data)
    }
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.initiatorType === 'script')
        marks.push(['loaded ' + entry.name.split('/').pop(), entry.responseEnd])
  }).observe({ type: 'resource' })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      marks.push(['long task ' + Math.round(entry.duration) + ' ms', entry.startTime])
  }).observe({ type: 'longtask' })
  const observer = new MutationObserver(() => {
    if (!document.querySelector('svg[data-uri^="wc:"]')) return
    observer.disconnect()
    mark('QR in the DOM')
    requestAnimationFrame(() => setTimeout(() => mark('QR painted')))
  })
  observer.observe(document.body, { subtree: true, childList: true, attributes: true })
  document.addEventListener('click', () => mark('click'), { capture: true, once: true })
})()`

async function guard(context: BrowserContext) {
  const local = (url: URL) =>
    ['data:', 'blob:', 'about:'].includes(url.protocol) ||
    /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(url.hostname)
  await context.route(
    (url) => !local(url),
    (route) => route.abort('blockedbyclient'),
  )
}

const devnet = await startDevnetApp({
  serve: 'preview',
  outDir: 'dist/bench-walletconnect',
  skipBuild: process.argv.includes('--skip-build'),
})
const browser = await launchChromium()
const painted: number[] = []
const seen: number[] = []
try {
  for (let run = 1; run <= runs; run++) {
    const wallet = await startWalletPeer({
      relayUrl: devnet.relayUrl,
      chains: devnet.chains.map(({ id, rpcUrl }) => ({ id, rpcUrl })),
    })
    const context = await browser.newContext()
    await guard(context)
    if (screencast)
      await context.tracing.start({ screenshots: true, snapshots: true })
    const page = await context.newPage()
    await page.goto(devnet.url)
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Connect wallet' })
      .click()
    const option = page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: /^WalletConnect/ })
    await option.waitFor()
    await page.evaluate(stages)
    const start = performance.now()
    await option.click()
    const qr = page.locator('svg[data-uri^="wc:"]')
    await qr.waitFor({ timeout: 30_000 })
    seen.push(Math.round(performance.now() - start))
    await page.waitForFunction(() =>
      (window as unknown as { __stages: [string][] }).__stages.some(
        ([name]) => name === 'QR painted',
      ),
    )
    const marks = (await page.evaluate('window.__stages')) as [string, number][]
    const click = marks.find(([name]) => name === 'click')![1]
    const timeline = marks
      .map(([name, at]) => [name, Math.round(at - click)] as const)
      .sort((a, b) => a[1] - b[1])
    painted.push(timeline.find(([name]) => name === 'QR painted')![1])
    console.log(
      `run ${run}: QR painted ${painted.at(-1)} ms, seen by Playwright ${seen.at(-1)} ms`,
    )
    console.log(`  ${timeline.map(([n, t]) => `${t} ${n}`).join(' | ')}`)
    await wallet.pair((await qr.getAttribute('data-uri'))!)
    if (screencast) await context.tracing.stop()
    await context.close()
    await wallet.stop()
  }
  console.log(
    `click → QR painted (in the page): ${painted.join(', ')} ms, median ${median(painted)}`,
  )
  console.log(
    `click → QR seen (Playwright): ${seen.join(', ')} ms, median ${median(seen)}`,
  )
} finally {
  await browser.close()
  await devnet.stop()
}
