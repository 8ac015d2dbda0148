import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  headerFiles,
  metaContentSecurityPolicy,
  type SecurityHeaders,
  securityHeaders,
} from '@latch/core/csp'
import { inlineScriptHash, inlineStyleHash } from '@latch/core/vite'
import { type Anvil, buildInjectScript, startAnvil } from '@latch/devnet'
import { freePort } from '@latch/devnet/internal'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { build, loadEnv } from 'vite'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isLocal } from '../../../test/isLocal.ts'
import { launchChromium } from '../../../test/launchChromium.ts'
import { webVite } from '../scripts/webVite.ts'
import { createAppConfig } from '../src/config/createAppConfig.ts'
import { parseEnv } from '../src/config/env.ts'
import { firstPaintScripts } from '../src/prerender/firstPaintScript.ts'
import { readHeadersFile } from './readHeadersFile.ts'
import { type StaticHost, startStaticHost } from './startStaticHost.ts'

/**
 * The production build deployed as users deploy it: static files on a plain
 * host, not Vite. One build, whose mainnet is an anvil with chain id 1
 * reached through `VITE_RPC_URL_1` (a loopback `http:` node), served twice:
 * by a host that applies the build's `_headers` file as Netlify and
 * Cloudflare Pages do, and by one that sets no header at all (a bucket, an
 * IPFS gateway), where the policy in `index.html` must hold alone. Every
 * request that is not loopback is stopped and recorded (and Chromium's proxy
 * is a dead port besides).
 */

/** A production build made with these `VITE_*` variables set; resolves with them parsed. */
async function buildWith(vars: Record<string, string>, outDir: string) {
  const saved = Object.fromEntries(
    ['NODE_ENV', ...Object.keys(vars)].map((key) => [key, process.env[key]]),
  )
  // Vite bundles React's development build when NODE_ENV says otherwise
  // (Vitest sets it to `test`): a production build must not inherit it.
  Object.assign(process.env, { NODE_ENV: 'production' }, vars)
  try {
    // What vite.config.ts reads: the files' VITE_* and these.
    const env = parseEnv(loadEnv('production', webVite.root, 'VITE_'))
    await build({
      ...webVite,
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    })
    return env
  } finally {
    for (const [key, value] of Object.entries(saved))
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
  }
}

/** A page that records every CSP violation it sees, from before its first script. */
const recordViolations = `
  window.__violations = []
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__violations.push({
      directive: event.effectiveDirective,
      blocked: event.blockedURI,
    })
  })
`
type Violation = { directive: string; blocked: string }
const violationsIn = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __violations: Violation[] }).__violations,
  )

describe('the production build on a plain static host', () => {
  const root = mkdtempSync(join(tmpdir(), 'latch-static-host-'))
  const dist = join(root, 'dist')
  let anvil: Anvil | undefined
  let browser: Browser | undefined
  let withHeaders: StaticHost | undefined
  let bare: StaticHost | undefined
  let other: { url: string; requests: string[]; server: Server } | undefined
  const contexts: BrowserContext[] = []
  /** The headers the build's own configuration calls for: the one source. */
  let expected: SecurityHeaders = {}
  let buildSeconds = 0

  beforeAll(async () => {
    const launched = launchChromium().then((x) => {
      browser = x
    })
    // The node lets in the two hosts' pages only (the devnet's origin rule),
    // so their ports are chosen first.
    const ports = [await freePort(), await freePort()] as const
    anvil = await startAnvil({
      chainId: 1,
      origins: ports.map((port) => `http://127.0.0.1:${port}`),
    })
    const began = performance.now()
    const env = await buildWith({ VITE_RPC_URL_1: anvil.rpcUrl }, dist)
    buildSeconds = (performance.now() - began) / 1_000
    // The page's inline scripts run by their hashes: they are the
    // first-paint scripts of the config, and the policy lists exactly them.
    const page = readFileSync(join(dist, 'index.html'), 'utf8')
    const inline = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (x) => x[1]!,
    )
    const scripts = firstPaintScripts(createAppConfig({ env, storage: null }))
    expect(inline).toEqual([scripts.head, scripts.body])
    // Its stylesheet is written in (no request before the first paint), and
    // applies by its hash too.
    const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
      (x) => x[1]!,
    )
    expect(styles).toHaveLength(1)
    expect(styles[0]).toContain('.latch-connect-button')
    expect(page).not.toMatch(/rel="stylesheet"/)
    expected = securityHeaders(createAppConfig({ env, storage: null }), {
      scriptHashes: inline.map(inlineScriptHash),
      styleHashes: styles.map(inlineStyleHash),
    })
    ;[withHeaders, bare] = await Promise.all([
      startStaticHost({ dir: dist, headers: '_headers', port: ports[0] }),
      startStaticHost({ dir: dist, headers: 'none', port: ports[1] }),
    ])
    other = await startOtherOrigin()
    await launched
  }, 180_000)

  afterAll(async () => {
    console.log(
      `production build for the static host: ${buildSeconds.toFixed(1)} s`,
    )
    for (const context of contexts) await context.close().catch(() => {})
    await browser?.close()
    await withHeaders?.stop()
    await bare?.stop()
    if (other) {
      other.server.closeAllConnections()
      await new Promise((resolve) => other!.server.close(resolve))
    }
    await anvil?.stop()
    rmSync(root, { recursive: true, force: true })
  })

  /** A context whose pages record CSP violations, console lines and errors. */
  async function newContext(init: string[] = []) {
    const context = await browser!.newContext()
    contexts.push(context)
    const offMachine: string[] = []
    await context.route(
      (url) => !isLocal(url.href),
      (route) => {
        offMachine.push(route.request().url())
        return route.abort('blockedbyclient')
      },
    )
    await context.routeWebSocket(
      (url) => !isLocal(url.href),
      (socket) => {
        offMachine.push(socket.url())
        socket.close()
      },
    )
    for (const content of [recordViolations, ...init])
      await context.addInitScript({ content })
    const console: string[] = []
    const errors: string[] = []
    context.on('console', (message) => console.push(message.text()))
    context.on('weberror', (error) => errors.push(error.error().message))
    return { context, offMachine, console, errors }
  }

  test('the build writes the headers every host reads and the meta policy, all from the config it makes', () => {
    const policy = expected['Content-Security-Policy']!
    // The configured node is allowed (its origin), beside the public RPC.
    const connectSrc = policy
      .split('; ')
      .find((x) => x.startsWith('connect-src '))
      ?.split(' ')
    expect(connectSrc).toContain(anvil!.rpcUrl)
    // _headers, read as the hosts read it: every path gets the headers.
    const rules = readHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'))
    expect(rules.map((x) => x.path)).toEqual(['/*', '/assets/*'])
    expect(Object.fromEntries(rules[0]!.headers)).toEqual(expected)
    const vercel = JSON.parse(readFileSync(join(dist, 'vercel.json'), 'utf8'))
    expect(vercel.headers[0]).toEqual({
      source: '/(.*)',
      headers: Object.entries(expected).map(([key, value]) => ({ key, value })),
    })
    for (const [file, text] of Object.entries(headerFiles(expected)))
      expect(readFileSync(join(dist, file), 'utf8'), file).toBe(text)
    // index.html: the policy a meta tag can carry, frame-ancestors aside.
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const meta =
      /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
        html,
      )?.[1]
    expect(meta).toBe(metaContentSecurityPolicy(policy))
    expect(meta).not.toContain('frame-ancestors')
    expect(policy).toContain("frame-ancestors 'none'")
  })

  test('served with its _headers: the Dev wallet connects on chain 1 and signs, 0 CSP violations, every response carries the headers', async () => {
    const inject = await buildInjectScript({
      chains: [{ id: 1, name: 'Ethereum', rpcUrl: anvil!.rpcUrl }],
      ethereum: false,
      eip6963: [{ name: 'Dev wallet', rdns: 'dev.latch.wallet' }],
    })
    const { context, offMachine, console, errors } = await newContext([inject])
    const responses: {
      url: string
      status: number
      headers: Record<string, string>
    }[] = []
    context.on('response', async (response) => {
      if (new URL(response.url()).origin !== withHeaders!.url) return
      responses.push({
        url: response.url(),
        status: response.status(),
        headers: await response.allHeaders(),
      })
    })
    const page = await context.newPage()
    await page.goto(withHeaders!.url)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: /^Dev wallet/ })
      .click()
    await page
      .getByRole('banner')
      .getByRole('button', { name: /0xf39F…2266/ })
      .waitFor({ timeout: 20_000 })
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Deployed as users deploy it')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect
      .poll(
        () => page.getByRole('textbox', { name: 'Signature' }).inputValue(),
        {
          timeout: 15_000,
        },
      )
      .toMatch(/^0x[0-9a-f]{130}$/)
    await page
      .getByRole('status')
      .filter({ hasText: /The signature verifies/ })
      .waitFor()

    expect(await violationsIn(page)).toEqual([])
    expect(console.filter((x) => /Content.Security.Policy/i.test(x))).toEqual(
      [],
    )
    // Every feature the policy turns off is one Chromium knows.
    expect(console.filter((x) => /Permissions.Policy/i.test(x))).toEqual([])
    expect(errors).toEqual([])
    expect(offMachine).toEqual([])
    // The page, its scripts and stylesheet, the chunks loaded on the way.
    expect(responses.length).toBeGreaterThan(3)
    expect(responses.some((x) => x.url.includes('/assets/'))).toBe(true)
    for (const response of responses) {
      for (const [name, value] of Object.entries(expected))
        expect(
          response.headers[name.toLowerCase()],
          `${name} of ${response.url}`,
        ).toBe(value)
      expect(response.headers['cache-control'], response.url).toBe(
        new URL(response.url).pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : undefined,
      )
    }
  }, 60_000)

  test('served with its _headers, it refuses to render in a frame of another origin; served bare, the meta policy cannot stop that', async () => {
    const framed = async (appUrl: string) => {
      const { context, console } = await newContext()
      const page = await context.newPage()
      await page.goto(
        `${other!.url}/embed?src=${encodeURIComponent(`${appUrl}/`)}`,
      )
      await page.locator('iframe').waitFor()
      // The frame has loaded: its own document, or the error page put in its place.
      await page.waitForFunction(() => document.body.dataset.loaded === 'yes')
      const frame = page.frames().find((x) => x !== page.mainFrame())!
      const app = frame.url().startsWith(appUrl)
        ? await frame
            .getByRole('button', { name: 'Connect wallet' })
            .waitFor({ timeout: 5_000 })
            .then(
              () => true,
              () => false,
            )
        : false
      return { app, frameUrl: frame.url(), console }
    }
    const refused = await framed(withHeaders!.url)
    expect(refused.app).toBe(false)
    expect(refused.frameUrl).not.toContain(withHeaders!.url)
    expect(refused.console.join('\n')).toMatch(/frame-ancestors 'none'/)
    // The same page from the host without headers renders in the frame: the
    // docs say why the header is needed (frame-ancestors is header-only).
    const rendered = await framed(bare!.url)
    expect(rendered.app).toBe(true)
  }, 60_000)

  test('served with no header at all, the meta policy still blocks an injected inline script and a connection to a host it does not list', async () => {
    const { context, offMachine } = await newContext()
    const page = await context.newPage()
    const response = await page.goto(bare!.url)
    expect(response?.headers()['content-security-policy']).toBeUndefined()
    expect(response?.headers()['x-frame-options']).toBeUndefined()
    await page.getByRole('button', { name: 'Connect wallet' }).waitFor()
    expect(await violationsIn(page)).toEqual([])

    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__inlineRan = true'
      document.head.append(script)
    })
    const probe = `${other!.url}/connect-probe`
    const fetched = await page.evaluate(
      (url) =>
        fetch(url).then(
          () => 'reached',
          (error: Error) => error.name,
        ),
      probe,
    )
    // A host the policy lists (the configured node) is reached.
    const node = await page.evaluate(
      (url) =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
        }).then((x) => x.json()),
      anvil!.rpcUrl,
    )

    expect(await page.evaluate(() => '__inlineRan' in window)).toBe(false)
    expect(fetched).toBe('TypeError')
    expect(other!.requests).not.toContain('/connect-probe')
    expect(node).toMatchObject({ result: '0x1' })
    await expect
      .poll(() => violationsIn(page))
      .toEqual([
        { directive: 'script-src-elem', blocked: 'inline' },
        { directive: 'connect-src', blocked: probe },
      ])
    expect(offMachine).toEqual([])
  }, 60_000)

  test('a node URL that is neither https:// nor wss:// (nor loopback) stops the build, naming the variable', async () => {
    const outDir = join(root, 'refused')
    await expect(
      buildWith({ VITE_RPC_URL_1: 'ftp://node.example.org' }, outDir),
    ).rejects.toThrow(
      /^Latch configuration: VITE_RPC_URL_1="ftp:\/\/node\.example\.org" is not valid: expected node URLs separated by commas, each https:\/\/ or wss:\/\//,
    )
    expect(existsSync(join(outDir, 'index.html'))).toBe(false)
  })
})

/**
 * Another origin on loopback: a page embedding a URL in a frame
 * (`/embed?src=`), and anything else answered 200 with CORS open, so that
 * only a policy can keep a page from reaching it. Records what it was asked.
 */
async function startOtherOrigin() {
  const requests: string[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://other')
    requests.push(url.pathname)
    if (url.pathname === '/embed') {
      const src = url.searchParams.get('src') ?? ''
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(
        `<!doctype html><title>embed</title><body><iframe src="${src.replaceAll('"', '&quot;')}" onload="document.body.dataset.loaded='yes'"></iframe></body>`,
      )
      return
    }
    response.writeHead(200, {
      'access-control-allow-origin': '*',
      'content-type': 'text/plain',
    })
    response.end('reached')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, requests, server }
}
