import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'
import {
  type NextDevnetApp,
  startNextDevnetApp,
} from '../apps/next/scripts/startNextDevnetApp.ts'
import { expect, test } from './fixtures.ts'

// apps/next (Next.js App Router) built once (`next build`), served by
// `next start` on a devnet of its own, under its per-request nonce policy:
// every test here fails on a request off the machine and on a policy
// violation (the fixtures), and on any console error or warning.

test.describe.configure({ mode: 'serial', timeout: 90_000 })

let app: Pick<NextDevnetApp, 'url' | 'buildMs' | 'stop'>

test.beforeAll(async () => {
  // `LATCH_NEXT_URL`: an apps/next already running on its devnet (while
  // writing tests), instead of a build of this run's own.
  const running = process.env.LATCH_NEXT_URL
  if (running) {
    app = { url: running, buildMs: 0, stop: async () => {} }
    return
  }
  // One build for the file, on a loaded machine: minutes, not seconds.
  test.setTimeout(600_000)
  app = await startNextDevnetApp({
    serve: 'start',
    distDir: '.next-e2e',
    skipTypeCheck: true,
  })
  console.log(`next build: ${(app.buildMs / 1000).toFixed(1)} s`)
})

test.afterAll(async () => {
  await app?.stop()
})

/** Console errors and warnings (React's hydration errors among them). */
function recordConsole(page: Page) {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(message.text())
  })
  page.on('pageerror', (error) => messages.push(error.message))
  return messages
}

/** Records, in every animation frame from the first, whether a *Connect wallet* button is visible. */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __frames: { connect: boolean; account: boolean; header: boolean }[]
      __stop: boolean
    }
    w.__frames = []
    const frame = () => {
      const visible = (x: Element) =>
        x.checkVisibility({ visibilityProperty: true })
      w.__frames.push({
        connect: [...document.querySelectorAll('button')].some(
          (x) => x.textContent?.trim() === 'Connect wallet' && visible(x),
        ),
        account: [...document.querySelectorAll('.latch-account-button')].some(
          visible,
        ),
        header: [...document.querySelectorAll('header')].some(visible),
      })
      if (!w.__stop) requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

async function frames(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as {
      __frames: { connect: boolean; account: boolean; header: boolean }[]
      __stop: boolean
    }
    w.__stop = true
    return w.__frames
  })
}

/**
 * What `recordFrames` saw: never a frame with *Connect wallet*, and from the
 * first paint (the page's header drawn) the account in every frame.
 */
async function expectAccountInEveryFrame(page: Page) {
  const seen = await frames(page)
  expect(seen.length).toBeGreaterThan(0)
  expect(
    seen.filter((x) => x.connect),
    'frames with Connect wallet',
  ).toEqual([])
  const first = seen.findIndex((x) => x.header)
  expect(first, 'a frame with the page drawn').toBeGreaterThanOrEqual(0)
  expect(seen.slice(first).every((x) => x.account)).toBe(true)
}

const header = (page: Page) => page.getByRole('banner')
const accountButton = (page: Page) =>
  header(page).getByRole('button', { name: /alice\.eth|0xf39F…2266/ })

/** Connects the app's own Dev wallet (announced over EIP-6963) from the connect dialog. */
async function connectDevWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /^Dev wallet/ })
    .click()
  await expect(accountButton(page)).toBeVisible()
}

test('each page gets a policy with a nonce of its own, on every inline script', async ({
  request,
}) => {
  const nonces: string[] = []
  for (let i = 0; i < 2; i++) {
    const response = await request.get(app.url)
    const policy = response.headers()['content-security-policy'] ?? ''
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonce, policy).toBeTruthy()
    expect(policy).toContain("'strict-dynamic'")
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).not.toContain('unsafe-eval')
    nonces.push(nonce!)
    const html = await response.text()
    // Every inline script Next.js wrote carries the nonce.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((x) => x[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`)
    // The other headers, from next.config.ts.
    expect(response.headers()['x-frame-options']).toBe('DENY')
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
  }
  expect(nonces[0]).not.toBe(nonces[1])
})

test("WalletConnect's notice in the footer, its licence at the link", async ({
  page,
  request,
}) => {
  await page.goto(app.url)
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(
    'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
  )
  const href = await footer.getByRole('link').getAttribute('href')
  const licence = await request.get(new URL(href!, app.url).href)
  expect(licence.status()).toBe(200)
  expect(await licence.text()).toContain('WALLETCONNECT COMMUNITY LICENSE')
})

test('connect with the Dev wallet, switch network, sign; no console error, no violation, nothing off the machine', async ({
  page,
}) => {
  const messages = recordConsole(page)
  await page.goto(app.url)
  await connectDevWallet(page)
  // The account's name from the devnet's ENS; the dialog adds the address
  // and the balance.
  await expect(accountButton(page)).toContainText('alice.eth')
  await accountButton(page).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toContainText('0xf39F')
  await expect(account).toContainText(/\d ETH/)
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()

  const network = page.getByRole('group', { name: 'Network' })
  const chain = (name: string) =>
    network.getByRole('button', { name: new RegExp(`^${name}( Connected)?$`) })
  await chain('Latch Devnet 2').click()
  await expect(chain('Latch Devnet 2')).toHaveAttribute('aria-current', 'true')
  await chain('Latch Devnet').click()
  await expect(chain('Latch Devnet')).toHaveAttribute('aria-current', 'true')

  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Hello from Next.js')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByRole('textbox', { name: 'Signature' })).toHaveValue(
    /^0x[0-9a-f]{130}$/,
  )
  await expect(
    page.getByRole('status').filter({ hasText: /The signature verifies/ }),
  ).toBeVisible()
  expect(messages).toEqual([])
})

test('a returning visitor: the account in the server HTML, no frame with Connect wallet', async ({
  page,
  context,
}) => {
  await page.goto(app.url)
  await connectDevWallet(page)
  await page.close()

  // The server's HTML for this visitor (the session's cookies).
  const html = await (await context.request.get(app.url)).text()
  expect(html).toContain('latch-account-button')
  expect(html).toContain('0xf39F')
  expect(html).not.toContain('Connect wallet')

  const again = await context.newPage()
  const messages = recordConsole(again)
  await recordFrames(again)
  await again.goto(app.url)
  await expect(accountButton(again)).toContainText('alice.eth')
  await expectAccountInEveryFrame(again)
  expect(messages).toEqual([])
})

test('the WalletConnect QR code, through the devnet relay behind the rewrites', async ({
  page,
}) => {
  const messages = recordConsole(page)
  await page.goto(app.url)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
  await dialog.getByRole('button', { name: /^WalletConnect/ }).click()
  await expect(
    dialog.getByRole('img', { name: 'WalletConnect QR code' }),
  ).toHaveAttribute('data-uri', /^wc:/, { timeout: 30_000 })
  expect(messages).toEqual([])
})

test('languages and themes: the choice is in the next server render', async ({
  page,
  context,
}) => {
  await page.goto(app.url)
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(
    page.getByRole('button', { name: 'ウォレットを接続' }),
  ).toBeVisible()
  // The app's own labels too, from the front end's catalogues.
  await expect(page.getByRole('combobox', { name: '言語' })).toBeVisible()
  await expect(
    page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Latch に含まれるソフトウェアのライセンス' }),
  ).toBeVisible()
  const theme = page.getByRole('combobox', { name: 'テーマ' })
  await expect(theme.getByRole('option', { name: 'ダーク' })).toHaveCount(1)
  await theme.selectOption('dark')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const html = await (await context.request.get(app.url)).text()
  expect(html).toMatch(/<html[^>]*lang="ja"/)
  expect(html).toMatch(/<html[^>]*data-theme="dark"/)
  expect(html).toContain('aria-label="言語"')
  expect(html).toContain('aria-label="テーマ"')
  expect(html).not.toContain('aria-label="Language"')
})

test('a static route: one HTML for every visitor, its inline scripts allowed by hash, no nonce', async ({
  request,
}) => {
  const response = await request.get(`${app.url}/static`)
  expect(response.status()).toBe(200)
  const policy = response.headers()['content-security-policy'] ?? ''
  expect(policy).not.toContain('nonce-')
  expect(policy).not.toContain('strict-dynamic')
  expect(policy).not.toContain('unsafe-inline')
  const html = await response.text()
  // Built once: no visitor's session, nor a nonce, in it.
  expect(html).toContain('Connect wallet')
  expect(html).not.toContain('nonce=')
  const inline = [
    ...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g),
  ].filter(([, attributes, text]) => !/\bsrc=/.test(attributes!) && text)
  // Next.js's inline scripts and Latch's first-paint script, each by hash.
  expect(inline.some(([, , text]) => text!.includes('latch.display'))).toBe(
    true,
  )
  for (const [, , text] of inline)
    expect(policy).toContain(
      `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
    )
  // The same file for the next visitor.
  expect(await (await request.get(`${app.url}/static`)).text()).toBe(html)
})

test('a returning visitor on the static route: the account from the first paint (the first-paint script), no frame with Connect wallet, no hydration warning', async ({
  page,
  context,
}) => {
  await page.goto(app.url)
  await connectDevWallet(page)
  // What the next visit's first paint draws is kept once the name is known.
  await expect(accountButton(page)).toContainText('alice.eth')
  await page.close()

  const again = await context.newPage()
  const messages = recordConsole(again)
  await recordFrames(again)
  await again.goto(`${app.url}/static`)
  await expect(accountButton(again)).toContainText('alice.eth')
  // React has taken over: its account button, which opens the dialog.
  await accountButton(again).click()
  await expect(again.getByRole('dialog', { name: 'Account' })).toContainText(
    '0xf39F',
  )
  await expectAccountInEveryFrame(again)
  expect(messages).toEqual([])
})

test('a first visit to the static route: Connect wallet, and connecting works there', async ({
  page,
}) => {
  const messages = recordConsole(page)
  await page.goto(`${app.url}/static`)
  await connectDevWallet(page)
  await expect(accountButton(page)).toContainText('alice.eth')
  expect(messages).toEqual([])
})
