// In the serial lane (`.serial.test.ts`): it builds the docs site twice
// (deployed and on the devnet, a minute or more of both cores each), then
// opens every page in Chromium.
import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { promisify } from 'node:util'
import { type Devnet, startDevnet } from '@latch/devnet'
import { freePort } from '@latch/devnet/internal'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type PreviewServer, preview } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { consumerEnv, root } from '../../../test/consumerApp.ts'
import { isLocal } from '../../../test/isLocal.ts'
import { launchChromium } from '../../../test/launchChromium.ts'

/**
 * The docs site as `npm run docs:build` makes it (on the devnet: the live
 * examples announce the Dev wallet), served as a static host would with the
 * headers the build wrote for hosts (`vercel.json`), the devnet's nodes
 * behind the same origin: every page opens with no console error (a
 * Content-Security-Policy violation is one), no request off loopback and no
 * axe violation; every link into the site reaches a built page and its
 * fragment an element; the Dev wallet connects in a live example; the
 * theme playground restyles its button and writes the theme's code. The
 * deployed build holds no devnet code and asks nothing of a third party
 * before a click.
 */
const dist = join(root, 'apps/docs/dist')

/** The built pages' routes: `index.html` is `/`, `x/index.html` `/x/`. */
function builtRoutes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => {
      const folder = relative(dir, entry.parentPath).split(sep).join('/')
      return folder ? `/${folder}/` : '/'
    })
    .sort()
}

/** The headers the build wrote for every response (vercel.json's first rule). */
function builtHeaders(dir: string): Record<string, string> {
  const { headers } = JSON.parse(
    readFileSync(join(dir, 'vercel.json'), 'utf8'),
  ) as {
    headers: { source: string; headers: { key: string; value: string }[] }[]
  }
  const all = headers.find(({ source }) => source === '/(.*)')!
  return Object.fromEntries(all.headers.map(({ key, value }) => [key, value]))
}

const execFileAsync = promisify(execFile)

/**
 * `npm run docs:build` in a shell's environment, on the devnet or not: none
 * of what Vitest sets (its `DEV`, `PROD` and `MODE` reach Astro's
 * `import.meta.env`, and built a development site: no search).
 */
async function buildSite(devnet: boolean): Promise<void> {
  const env = consumerEnv()
  for (const key of ['DEV', 'PROD', 'MODE', 'SSR', 'BASE_URL']) delete env[key]
  await execFileAsync('npm', ['run', 'docs:build'], {
    cwd: root,
    env: devnet ? { ...env, LATCH_DOCS_DEVNET: '1' } : env,
    timeout: 600_000,
    maxBuffer: 1 << 26,
  })
}

/** A built site served on loopback as a static host would, with its headers. */
async function serve(
  dir: string,
  proxy: Devnet['proxy'] | undefined,
): Promise<PreviewServer> {
  return preview({
    configFile: false,
    root: dir,
    appType: 'mpa',
    logLevel: 'silent',
    build: { outDir: '.' },
    preview: {
      host: '127.0.0.1',
      port: await freePort(),
      strictPort: true,
      ...(proxy ? { proxy } : {}),
      headers: builtHeaders(dir),
    },
  })
}

/** The text of a build's JavaScript files, joined. */
function builtJs(dir: string): string {
  const assets = join(dir, '_astro')
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(assets, name), 'utf8'))
    .join('\n')
}

type PageFacts = { links: string[]; ids: string[] }

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** The page once its finite animations and transitions have ended. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve))
    await Promise.all(
      document
        .getAnimations()
        .filter((x) => x.effect?.getComputedTiming().iterations !== Infinity)
        .map((x) => x.finished.catch(() => undefined)),
    )
  })
}

/**
 * axe-core's violations on the page as it is, once settled (injected
 * through the DevTools protocol: the page's policy lets no inline script
 * run), as `rule (impact): help — targets` lines.
 */
async function axeViolations(page: Page): Promise<string[]> {
  await settled(page)
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    type Results = {
      violations: {
        id: string
        impact: string
        help: string
        nodes: { target: string[] }[]
      }[]
    }
    const { axe } = window as unknown as {
      axe: { run: (c: unknown, o: unknown) => Promise<Results> }
    }
    const { violations } = await axe.run(document, {
      resultTypes: ['violations'],
    })
    return violations.map(
      (x) =>
        `${x.id} (${x.impact}): ${x.help} — ${x.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
  })
}

describe('the docs site, built', () => {
  let devnet: Devnet
  let server: PreviewServer
  let deployed: PreviewServer
  let browser: Browser
  let origin: string
  /** The deployed build (the visitor's own wallets), copied aside. */
  const production = mkdtempSync(join(tmpdir(), 'latch-docs-'))
  const errors: string[] = []
  const offLoopback: string[] = []

  beforeAll(async () => {
    await buildSite(false)
    cpSync(dist, production, { recursive: true })
    await buildSite(true)
    devnet = await startDevnet()
    server = await serve(dist, devnet.proxy)
    deployed = await serve(production, undefined)
    origin = server.resolvedUrls!.local[0]!.replace(/\/$/, '')
    browser = await launchChromium()
  }, 900_000)

  afterAll(async () => {
    await browser?.close()
    await server?.close()
    await deployed?.close()
    rmSync(production, { recursive: true, force: true })
    await devnet?.stop()
  })

  /** A visitor of their own (a new context: nothing stored), loopback only. */
  const visitor = async (): Promise<BrowserContext> => {
    const context = await browser.newContext()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin,
    })
    await context.route('**/*', (route) => {
      const url = route.request().url()
      if (isLocal(url)) return route.continue()
      offLoopback.push(url)
      return route.abort()
    })
    return context
  }

  const open = async (context: BrowserContext, path: string) => {
    const page = await context.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${path}: ${message.text()}`)
    })
    page.on('pageerror', (error) => errors.push(`${path}: ${error.message}`))
    await page.goto(`${origin}${path}`, { waitUntil: 'load' })
    return page
  }

  test('every page opens clean: no console error, nothing off loopback, axe clean, every link and fragment there', async () => {
    const routes = builtRoutes(dist)
    // docs/ and the README, and the site's own examples.
    const docs = readdirSync(join(root, 'docs')).filter((x) =>
      x.endsWith('.md'),
    )
    for (const name of docs)
      expect(routes).toContain(`/${name.replace(/\.md$/, '')}/`)
    expect(routes).toEqual(
      expect.arrayContaining([
        '/',
        '/examples/connect-button/',
        '/examples/theme-playground/',
      ]),
    )
    const facts = new Map<string, PageFacts>()
    const violations: string[] = []
    const context = await visitor()
    for (const route of routes) {
      const page = await open(context, route)
      facts.set(
        route,
        await page.evaluate(() => ({
          links: [...document.querySelectorAll('a[href]')].map(
            (a) => (a as HTMLAnchorElement).href,
          ),
          ids: [...document.querySelectorAll('[id]')].map((x) => x.id),
        })),
      )
      for (const line of await axeViolations(page))
        violations.push(`${route}: ${line}`)
      await page.close()
    }
    await context.close()
    const broken: string[] = []
    for (const [route, { links }] of facts)
      for (const link of links) {
        const url = new URL(link)
        if (url.origin !== origin) continue
        const target = facts.get(url.pathname)
        if (!target) {
          broken.push(`${route} → ${url.pathname}`)
          continue
        }
        const fragment = decodeURIComponent(url.hash.slice(1))
        if (fragment && !target.ids.includes(fragment))
          broken.push(`${route} → ${url.pathname}${url.hash}`)
      }
    expect({ broken, violations, errors, offLoopback }).toEqual({
      broken: [],
      violations: [],
      errors: [],
      offLoopback: [],
    })
  }, 600_000)

  test("the search finds a page, from the build's own index", async () => {
    const context = await visitor()
    const page = await open(context, '/')
    await page.getByRole('button', { name: 'Search' }).click()
    const dialog = page.getByRole('dialog', { name: 'Search' })
    await dialog.getByRole('textbox').fill('useConnectDialog')
    const result = dialog.locator('a[href^="/hooks/"]').first()
    await result.waitFor({ state: 'visible', timeout: 20_000 })
    await context.close()
    expect(errors).toEqual([])
    expect(offLoopback).toEqual([])
  })

  test('a live example connects the Dev wallet and shows the account', async () => {
    const context = await visitor()
    const page = await open(context, '/examples/connect-button/')
    await page.getByRole('button', { name: 'Connect wallet' }).first().click()
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: /^Dev wallet/ })
      .click()
    // The devnet's ENS names the Dev wallet's first account alice.eth.
    const account = page.getByRole('button', { name: /alice\.eth/ }).first()
    await account.waitFor({ state: 'visible', timeout: 20_000 })
    // The account dialog, opened from its hook.
    await page.getByRole('button', { name: 'Account dialog' }).click()
    const details = page.getByRole('dialog', { name: 'Account' })
    await details.waitFor({ state: 'visible', timeout: 10_000 })
    expect(await details.textContent()).toContain(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    await context.close()
    expect(errors).toEqual([])
    expect(offLoopback).toEqual([])
  })

  test('the theme playground restyles its button and writes the theme to copy', async () => {
    const context = await visitor()
    const page = await open(context, '/examples/theme-playground/')
    const button = page.getByRole('button', { name: 'Connect wallet' })
    await button.waitFor({ state: 'visible', timeout: 20_000 })
    await settled(page)
    const style = () =>
      button.evaluate((x) => {
        const { borderTopLeftRadius, backgroundColor } = getComputedStyle(x)
        return { borderTopLeftRadius, backgroundColor }
      })
    const code = page.getByTestId('theme-code')
    expect(await style()).toEqual({
      borderTopLeftRadius: '12px',
      backgroundColor: expect.any(String),
    })
    expect(await code.textContent()).toContain(
      'export const theme: LatchTheme = {}',
    )

    await page.getByLabel(/^Radius/).fill('4')
    await page.getByLabel('Accent', { exact: true }).fill('#ff0000')
    await settled(page)
    expect(await style()).toEqual({
      borderTopLeftRadius: '4px',
      backgroundColor: 'rgb(255, 0, 0)',
    })
    const theme = await code.textContent()
    expect(theme).toContain("  radius: '4px',\n")
    expect(theme).toContain("  accent: '#ff0000',\n")

    await page.getByRole('button', { name: 'Copy the theme' }).click()
    await page
      .getByRole('button', { name: 'Copied' })
      .waitFor({ state: 'visible', timeout: 5_000 })
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      theme,
    )
    await context.close()
    expect(errors).toEqual([])
    expect(offLoopback).toEqual([])
  })

  test('the deployed build holds no devnet code and asks nothing of a third party before a click', async () => {
    // The Dev wallet's rdns and the devnet's node paths: in the devnet
    // build, in no file of the deployed one.
    for (const mark of ['dev.latch.devwallet', '/devnet/rpc/']) {
      expect(builtJs(dist)).toContain(mark)
      expect(builtJs(production)).not.toContain(mark)
    }
    const context = await browser.newContext()
    const requests: string[] = []
    const seen: string[] = []
    await context.route('**/*', (route) => {
      const url = route.request().url()
      if (isLocal(url)) return route.continue()
      requests.push(url)
      return route.abort()
    })
    const at = deployed.resolvedUrls!.local[0]!
    for (const path of [
      'examples/connect-button/',
      'examples/theme-playground/',
    ]) {
      const page = await context.newPage()
      page.on('console', (message) => {
        if (message.type() === 'error') seen.push(`${path}: ${message.text()}`)
      })
      await page.goto(`${at}${path}`, { waitUntil: 'load' })
      await page
        .getByRole('button', { name: 'Connect wallet' })
        .first()
        .waitFor({ state: 'visible', timeout: 20_000 })
      await settled(page)
    }
    await context.close()
    expect({ requests, errors: seen }).toEqual({ requests: [], errors: [] })
  })
})
