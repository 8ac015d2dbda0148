import { fileURLToPath } from 'node:url'
import type { BrowserContext, Page } from '@playwright/test'
import { build } from 'esbuild'
import { expect, test } from '../fixtures.ts'
import { pageChains } from '../wallet.ts'
import { disconnectFromLatch, parts, storageKeys } from './parts.ts'

// Base Account end to end: the real @base-org/account SDK in the devnet
// build of the front end, under its own policy; its window at
// https://keys.coinbase.com answered by a page of ours (routed here, so
// nothing leaves the machine) that speaks the SDK's protocol with the Dev
// wallet behind it (`baseAccountWindowPage.ts`).

const keysOrigin = 'https://keys.coinbase.com'

let script: Promise<string> | undefined
/** The window's page script, bundled once. */
function windowScript(): Promise<string> {
  script ??= build({
    entryPoints: [
      fileURLToPath(new URL('./baseAccountWindowPage.ts', import.meta.url)),
    ],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text)
  return script
}

/**
 * Serves the stand-in window at keys.coinbase.com, records each request to
 * it with whether the visitor had clicked Base Account by then (`click()`
 * says so), and records the page's window openings (`recordOpens`).
 */
async function routeKeysWindow(
  page: Page,
  context: BrowserContext,
  appUrl: string,
  { blockFirst = false } = {},
) {
  let clicked = false
  const requests: { url: string; afterClick: boolean }[] = []
  const chains = pageChains(appUrl)
  const content = await windowScript()
  await context.route(`${keysOrigin}/**`, (route) => {
    requests.push({ url: route.request().url(), afterClick: clicked })
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Base Account</title><script>globalThis.__baseAccountWindowConfig = ${JSON.stringify({ chains })};\n${content.replaceAll('</script', '<\\/script')}</script>`,
    })
  })
  await recordOpens(page, { blockFirst })
  return {
    requests,
    clicked: () => clicked,
    click: () => {
      clicked = true
    },
  }
}

/**
 * Marks, in the page, the task each click runs in, and records every
 * `window.open` with whether it ran in that task (no download, no timer in
 * between: what Safari asks of a popup).
 */
async function recordOpens(page: Page, { blockFirst = false } = {}) {
  await page.addInitScript((blockFirst: boolean) => {
    const state = {
      clickTask: false,
      opens: [] as { url: string; inTask: boolean }[],
    }
    ;(window as unknown as { __opens: typeof state }).__opens = state
    document.addEventListener(
      'click',
      () => {
        state.clickTask = true
        setTimeout(() => {
          state.clickTask = false
        }, 0)
      },
      true,
    )
    const open = window.open.bind(window)
    window.open = (...args: Parameters<typeof window.open>) => {
      state.opens.push({ url: String(args[0]), inTask: state.clickTask })
      // A popup blocker's answer, the first time, when asked.
      if (blockFirst && state.opens.length === 1) return null
      return open(...args)
    }
  }, blockFirst)
}

function opens(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { __opens: { opens: unknown[] } }).__opens.opens,
  ) as Promise<{ url: string; inTask: boolean }[]>
}

/**
 * Opens the connect dialog and points at Base Account's option, which loads
 * its SDK; waits for it to be ready.
 */
async function openBaseAccount(page: Page, appUrl: string) {
  const ui = parts(page)
  const sdkReady = page.waitForRequest(
    (request) =>
      request.method() === 'HEAD' && request.url().startsWith(appUrl),
  )
  await ui.connect.click()
  await expect(ui.option('Base Account')).toBeVisible()
  await ui.option('Base Account').hover()
  await sdkReady
  return ui
}

test('Base Account: the SDK loads as the visitor points at its option (not as the dialog opens), the click opens keys.coinbase.com within the tap, the account connects and signs, with no policy violation and nothing sent before the click', async ({
  page,
  context,
  appUrl,
  offMachine,
  cspViolations,
}) => {
  const keys = await routeKeysWindow(page, context, appUrl)
  await page.goto(appUrl)
  const ui = parts(page)

  // Pointing at its option loads the SDK, which checks the page's opener
  // policy (a HEAD request to the page itself): then it is ready. Opening
  // the dialog loads none of it.
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  const sdkReady = page.waitForRequest(
    (request) =>
      request.method() === 'HEAD' && request.url().startsWith(appUrl),
  )
  await ui.connect.click()
  const option = ui.option('Base Account')
  await expect(option).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(
    scripts.filter((url) => /\/baseAccountConnector-[\w-]+\.js$/.test(url)),
  ).toEqual([])
  await option.hover()
  await sdkReady
  await expect(ui.option('Coinbase Wallet')).toBeVisible()
  expect(keys.requests).toEqual([])

  const popup = page.waitForEvent('popup')
  keys.click()
  await option.click()
  const window_ = await popup
  await expect(ui.account).toContainText('alice.eth')
  await expect(ui.html).toHaveAttribute('data-wallet-status', 'connected')
  const [opened] = await opens(page)
  expect(opened?.inTask).toBe(true)
  expect(new URL(opened!.url).origin).toBe(keysOrigin)
  // The window closed itself once it had answered.
  await expect.poll(() => window_.isClosed()).toBe(true)

  // Signing opens the window again, from the click on Sign message.
  await page.getByRole('textbox', { name: 'Message' }).fill('Hello, Base')
  const second = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await second
  await expect(page.getByRole('textbox', { name: 'Signature' })).toHaveValue(
    /^0x[0-9a-f]{130}$/,
  )
  await expect(
    page.getByRole('status').filter({ hasText: /The signature verifies/ }),
  ).toBeVisible()
  expect((await opens(page)).map((x) => x.inTask)).toEqual([true, true])

  // Disconnect removes what the SDK stored about the session.
  expect(await storageKeys(page)).toContain('base-acc-sdk.store')
  await disconnectFromLatch(page)
  expect(await storageKeys(page)).not.toContain('base-acc-sdk.store')

  // keys.coinbase.com was reached only after the click (and answered here).
  expect(keys.requests.length).toBeGreaterThan(0)
  expect(keys.requests.filter((x) => !x.afterClick)).toEqual([])
  expect(offMachine).toEqual([])
  expect(cspViolations).toEqual([])
})

test('Base Account when a blocker stops its window: the SDK’s own prompt shows under the policy (its styles and font allowed by their hashes, no violation); Cancel and a second click open the window and connect', async ({
  page,
  context,
  appUrl,
  offMachine,
  cspViolations,
}) => {
  const keys = await routeKeysWindow(page, context, appUrl, {
    blockFirst: true,
  })
  await page.goto(appUrl)
  const ui = await openBaseAccount(page, appUrl)
  keys.click()
  await ui.option('Base Account').click()

  // The SDK's dialog, styled by its own <style> elements: applied, so the
  // policy let them in.
  const prompt = page.locator('.-base-acc-sdk-dialog-container')
  await expect(prompt).toBeVisible()
  expect(
    await prompt.evaluate((element) => getComputedStyle(element).position),
  ).toBe('fixed')
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready
        return [...document.fonts].some(
          (font) =>
            font.family.includes('BaseSans') && font.status === 'loaded',
        )
      }),
    )
    .toBe(true)

  // Behind Latch's modal dialog the prompt cannot be reached (the page
  // under a modal is inert): the visitor cancels in Latch's dialog and picks
  // Base Account again, which opens the window in that click.
  await ui.connectDialog.getByRole('button', { name: 'Cancel' }).click()
  const popup = page.waitForEvent('popup')
  await ui.option('Base Account').click()
  await popup
  await expect(ui.account).toContainText('alice.eth')
  expect((await opens(page)).map((x) => x.inTask)).toEqual([true, true])
  expect(offMachine).toEqual([])
  expect(cspViolations).toEqual([])
})

/** Sign-In with Ethereum's parts of the page, and the server's session. */
function signInParts(page: Page) {
  const main = page.getByRole('main')
  return {
    dialogSignIn: page
      .getByRole('dialog', { name: 'Sign in to Latch' })
      .getByRole('button', { name: 'Sign in' }),
    signedIn: main.getByRole('status').filter({ hasText: /^Signed in as / }),
    /** `GET session`'s status, as the page's own fetch sees it. */
    serverSession: () =>
      page.evaluate(
        async () => (await fetch('/api/siwe/session')).status,
      ) as Promise<number>,
  }
}

test('Base Account with signInOnConnect: one window connects and signs in, the nonce fetched before the click; the devnet’s SIWE server verifies it: signed in at once', async ({
  page,
  context,
  appUrl,
  offMachine,
  cspViolations,
}) => {
  test.setTimeout(90_000)
  const keys = await routeKeysWindow(page, context, appUrl)
  const nonces: { afterClick: boolean }[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/siwe/nonce')
      nonces.push({ afterClick: keys.clicked() })
  })
  await page.goto(`${appUrl}/?siwe=connect`)
  const s = signInParts(page)
  const ui = await openBaseAccount(page, appUrl)
  await expect.poll(() => nonces.length).toBe(1)
  expect(await s.serverSession()).toBe(401)

  keys.click()
  await ui.option('Base Account').click()
  await expect(s.signedIn).toHaveText('Signed in as alice.eth')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(ui.html).toHaveAttribute('data-wallet-status', 'connected')
  // One window, opened in the click's own task; no second prompt.
  expect((await opens(page)).map((x) => x.inTask)).toEqual([true])
  expect(nonces).toEqual([{ afterClick: false }])
  expect(await s.serverSession()).toBe(200)
  // A reload reads the session: still signed in, no window.
  await page.reload()
  await expect(s.signedIn).toHaveText('Signed in as alice.eth')
  expect(await opens(page)).toEqual([])
  expect(offMachine).toEqual([])
  expect(cspViolations).toEqual([])
})

test('Base Account with signInOnConnect off: the connect asks no sign-in; Sign in is offered, and signing in opens a second window', async ({
  page,
  context,
  appUrl,
  offMachine,
  cspViolations,
}) => {
  test.setTimeout(90_000)
  const keys = await routeKeysWindow(page, context, appUrl)
  await page.goto(`${appUrl}/?siwe=on`)
  const s = signInParts(page)
  const ui = await openBaseAccount(page, appUrl)

  keys.click()
  await ui.option('Base Account').click()
  await expect(ui.account).toContainText('alice.eth')
  await expect(s.dialogSignIn).toBeVisible()
  expect(await s.serverSession()).toBe(401)
  await s.dialogSignIn.click()
  await expect(s.signedIn).toHaveText('Signed in as alice.eth')
  expect((await opens(page)).map((x) => x.inTask)).toEqual([true, true])
  expect(await s.serverSession()).toBe(200)
  expect(offMachine).toEqual([])
  expect(cspViolations).toEqual([])
})
