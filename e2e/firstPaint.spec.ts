import type { Browser, Page } from '@playwright/test'
import { expect, isLoopback, test } from './fixtures.ts'
import { newTouchContext } from './touch.ts'
import { connectTestWallet, injectWallet, testWallet } from './wallet.ts'

type Frame = {
  /** Whether `#root` shows anything. */
  content: boolean
  /** The account button's markup, when one is there. */
  account: string | null
  connect: boolean
  lang: string
  theme: string | null
  text: string
}

/**
 * Samples the page in every animation frame, from the first (just before
 * it is painted), until `__stopFrames()`: what each painted frame showed.
 */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: unknown[] = []
    const w = window as unknown as { __frames: unknown[]; __stop: boolean }
    w.__frames = frames
    const frame = () => {
      const root = document.getElementById('root')
      const visible =
        !!root?.checkVisibility({ visibilityProperty: true }) &&
        root.offsetHeight > 0
      const account = document.querySelector('.latch-account-button')
      frames.push({
        content: visible && (root?.textContent ?? '').trim().length > 0,
        account: account?.checkVisibility({ visibilityProperty: true })
          ? account.outerHTML
          : null,
        connect: [...document.querySelectorAll('button')].some(
          (x) =>
            x.textContent?.trim() === 'Connect wallet' &&
            x.checkVisibility({ visibilityProperty: true }),
        ),
        lang: document.documentElement.lang,
        theme: document.documentElement.dataset.theme ?? null,
        text: visible ? (root?.textContent ?? '') : '',
      })
      if (!w.__stop) requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

async function frames(page: Page): Promise<Frame[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __frames: Frame[]; __stop: boolean }
    w.__stop = true
    return w.__frames
  })
}

/** Console errors and warnings (React's hydration and DOM warnings among them). */
function recordConsole(page: Page) {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(message.text())
  })
  page.on('pageerror', (error) => messages.push(error.message))
  return messages
}

test('the built page holds its first screen: the markup has Connect wallet, and a browser without JavaScript shows it', async ({
  page,
  appUrl,
  request,
  browser,
}) => {
  // Fetched and parsed, before any script could run.
  const html = await (await request.get(appUrl)).text()
  await page.setContent('<!doctype html><title>parse</title>')
  const parsed = await page.evaluate((html) => {
    const document = new DOMParser().parseFromString(html, 'text/html')
    const root = document.getElementById('root')
    return {
      buttons: [...(root?.querySelectorAll('button') ?? [])].map((x) =>
        x.textContent?.trim(),
      ),
      title: root?.querySelector('h1')?.textContent,
      inlineScripts: [...document.querySelectorAll('script:not([src])')].length,
    }
  }, html)
  expect(parsed.buttons).toEqual(['Connect wallet'])
  expect(parsed.title).toBe('Latch')
  expect(parsed.inlineScripts).toBe(2)

  // Painted with JavaScript off.
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const bare = await context.newPage()
    await bare.goto(appUrl)
    await expect(
      bare.getByRole('button', { name: 'Connect wallet' }),
    ).toBeVisible()
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Latch')
    await expect(bare.getByRole('contentinfo')).toContainText('WalletConnect')
    // And why its buttons do nothing.
    await expect(bare.getByRole('alert')).toContainText('could not start')
  } finally {
    await context.close()
  }
})

test('a first visit: the first frame with content is the whole first screen; the app hydrates it with no shift, no console error or warning, and works', async ({
  page,
  appUrl,
}) => {
  const messages = recordConsole(page)
  await injectWallet(page, appUrl)
  await recordFrames(page)
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number }
    w.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[])
        w.__cls += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  // The prerendered nodes, marked before the app's bundle runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const node of document.querySelectorAll(
        '#root h1, #root footer, .latch-connect-button__connect',
      ))
        (node as unknown as { __built: boolean }).__built = true
    })
  })
  await page.goto(appUrl)
  // The app has taken over: its button opens the dialog.
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expect(
    page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: new RegExp(`^${testWallet.name}`) }),
  ).toBeVisible()
  // Hydrated, not rendered anew: the nodes the HTML made are the app's.
  expect(
    await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          '#root h1, #root footer, .latch-connect-button__connect',
        ),
      ].map(
        (node) => (node as unknown as { __built?: boolean }).__built ?? false,
      ),
    ),
  ).toEqual([true, true, true])
  await expect(page.locator('.latch-start-failed')).toBeHidden()
  const seen = await frames(page)
  const first = seen.find((x) => x.content)!
  expect(first.connect).toBe(true)
  expect(first.text).toContain('Connect a wallet to see your account')
  expect(first.text).toContain('Theme')
  await page.waitForTimeout(300)
  expect(
    await page.evaluate(() => (window as unknown as { __cls: number }).__cls),
  ).toBe(0)
  expect(messages).toEqual([])
})

test('the first paint waits for no request but the page, and the app’s bundle is asked for once that paint is on screen', async ({
  page,
  appUrl,
}) => {
  await page.goto(appUrl)
  const entry = await page
    .locator('meta[name="latch-entry"]')
    .getAttribute('content')
  expect(entry).toMatch(/^\/assets\/.+\.js$/)
  await expect(page.locator('html')).not.toHaveAttribute(
    'data-wallet-status',
    'reconnecting',
  )
  const timing = await page.waitForFunction((entry) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]
    const resources = performance
      .getEntriesByType('resource')
      .map((x) => ({ path: new URL(x.name).pathname, start: x.startTime }))
    if (!paint || !resources.some((x) => x.path === entry)) return null
    return { paint: paint.startTime, resources }
  }, entry)
  const { paint, resources } = (await timing.jsonValue())!
  // Before the first contentful paint: nothing (the stylesheet and the icon
  // are written into the page; the page itself is not a resource entry).
  expect(resources.filter((x) => x.start < paint)).toEqual([])
  // The bundle: asked for after that paint was presented.
  expect(resources.find((x) => x.path === entry)!.start).toBeGreaterThanOrEqual(
    paint,
  )
})

test('a returning visitor: the first frame with content shows the stored account, the same markup in every frame until the app confirms it; never Connect wallet', async ({
  page,
  appUrl,
}) => {
  const messages = recordConsole(page)
  const account = await connectTestWallet(page, appUrl)
  // The name and the avatar shown, then kept: in the snapshot the page's
  // script reads, and in the wallet cache (written at most once a second)
  // the app restores, so the reload's first paint and first render have them.
  const avatar = account.locator('img.latch-avatar')
  await expect(avatar).toHaveAttribute('src', /^data:image\//)
  const src = (await avatar.getAttribute('src'))!
  for (const key of ['latch.display', 'wagmi.cache']) {
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', key))
      .toContain('alice.eth')
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', key))
      .toContain(src)
  }

  await recordFrames(page)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute(
    'data-wallet-status',
    'connected',
  )
  await expect(account).toBeVisible()
  const seen = await frames(page)
  const shown = seen.filter((x) => x.content)
  expect(shown.length).toBeGreaterThan(0)
  expect(shown[0]!.account).toContain('alice.eth')
  expect(shown.filter((x) => x.connect)).toEqual([])
  // One markup from the first paint on: the script's, then React's, equal.
  expect(new Set(shown.map((x) => x.account))).toEqual(
    new Set([shown[0]!.account]),
  )
  expect(messages).toEqual([])
})

test('a returning visitor whose stored name could lie (a bidi override that turns it into another address): the address in every frame, never the name', async ({
  page,
  appUrl,
}) => {
  const messages = recordConsole(page)
  await connectTestWallet(page, appUrl)
  for (const key of ['latch.display', 'wagmi.cache'])
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', key))
      .toContain('alice.eth')
  // The stored name replaced, in the snapshot the page's script reads and in
  // the cache the app restores, as another version, another tab or wagmi's
  // own useEnsName under the same key could leave it.
  const hostile = '0xd8dA…6045\u202E.eth'
  await page.evaluate((hostile) => {
    const cache = JSON.parse(localStorage.getItem('wagmi.cache')!)
    for (const query of cache.clientState.queries)
      if (query.queryKey[0] === 'ensName') query.state.data = hostile
    const display = JSON.parse(localStorage.getItem('latch.display')!)
    display.name = hostile
    // No write of the app's own may put the name back before the reload.
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function (key, value) {
      if (key !== 'wagmi.cache' && key !== 'latch.display')
        setItem.call(this, key, value)
    }
    setItem.call(localStorage, 'wagmi.cache', JSON.stringify(cache))
    setItem.call(localStorage, 'latch.display', JSON.stringify(display))
  }, hostile)

  await recordFrames(page)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute(
    'data-wallet-status',
    'connected',
  )
  // The check of a name that is not plain loads, and answers no.
  await page.waitForLoadState('networkidle')
  const button = page.getByRole('banner').locator('.latch-account-button')
  await expect(button.locator('.latch-account-button__name')).toHaveText(
    /^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/,
  )
  const seen = await frames(page)
  const shown = seen.filter((x) => x.account)
  expect(shown.length).toBeGreaterThan(0)
  for (const frame of shown) {
    expect(frame.account).not.toContain('d8dA')
    expect(frame.account).not.toContain('\u202E')
    expect(frame.account).toMatch(/>0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}</)
  }
  expect(messages).toEqual([])
})

test('a visitor who reads Japanese never sees English; one who chose dark never sees light', async ({
  browser,
  appUrl,
}) => {
  const context = await browser.newContext({ locale: 'ja' })
  try {
    const page = await context.newPage()
    await recordFrames(page)
    await page.goto(appUrl)
    await expect(
      page.getByRole('button', { name: 'ウォレットを接続' }),
    ).toBeVisible()
    const shown = (await frames(page)).filter((x) => x.content)
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.filter((x) => x.lang !== 'ja')).toEqual([])
    expect(shown.filter((x) => /Connect wallet|Theme/.test(x.text))).toEqual([])
  } finally {
    await context.close()
  }

  const dark = await browser.newContext({ colorScheme: 'light' })
  try {
    const page = await dark.newPage()
    await page.addInitScript(() => localStorage.setItem('latch.theme', 'dark'))
    await recordFrames(page)
    await page.goto(appUrl)
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked()
    const shown = (await frames(page)).filter((x) => x.content)
    expect(shown.filter((x) => x.theme !== 'dark')).toEqual([])
  } finally {
    await dark.close()
  }
})

test('on a touch screen (no hover), the connect dialog’s code is fetched while the page is idle, marked for eager compilation with the entry: the first tap opens it without fetching anything', async ({
  browser,
  appUrl,
}) => {
  const context = await newTouchContext(browser)
  try {
    const page = await context.newPage()
    // The dialog's code and what it imports, fetched with no tap.
    const dialogCode = Promise.all([
      page.waitForResponse(/\/ConnectDialog-[^/]*\.js$/),
      page.waitForResponse(/\/Dialog-[^/]*\.js$/),
    ])
    // This page signs in with Ethereum (the devnet's server).
    const siweTexts = page.waitForResponse(/\/loadSiweMessages-[^/]*\.js$/)
    const scripts = new Map<string, Promise<string>>()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.set(new URL(response.url()).pathname, response.text())
    })
    await page.goto(appUrl)
    // The code the tap runs begins with V8's compile hint: the entry, named
    // in the page, the dialog's two chunks, and any chunk of the dialog's
    // code they import (shared with the page's one-wallet button); no other
    // script does.
    const entry = await page
      .locator('meta[name="latch-entry"]')
      .getAttribute('content')
    const entryPath = new URL(entry!, appUrl).pathname
    const dialog = (await dialogCode).map((x) => new URL(x.url()).pathname)
    const hinted: string[] = []
    for (const [path, text] of scripts)
      if ((await text).startsWith('//# allFunctionsCalledOnLoad\n'))
        hinted.push(path)
    expect(hinted).toEqual(expect.arrayContaining([entryPath, ...dialog]))
    const tapped = await staticImports(scripts, dialog)
    for (const path of hinted)
      expect([entryPath, ...tapped], path).toContain(path)
    // What the page loads on its own is not the tap's: the SIWE client's
    // texts end a chain of lazy chunks begun at mount, which a loaded
    // machine can leave unfinished when the dialog's code is in.
    await siweTexts
    const afterTap: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') afterTap.push(request.url())
    })
    await page.getByRole('button', { name: 'Connect wallet' }).tap()
    await expect(
      page.getByRole('dialog', { name: 'Connect a wallet' }),
    ).toBeVisible()
    // Nothing at all: no wallet's SDK either (Base Account's is prepared
    // only as the visitor touches its option).
    expect(afterTap).toEqual([])
  } finally {
    await context.close()
  }
})

test('a tap on Connect wallet before the app has loaded is answered once it has: the dialog opens', async ({
  page,
  appUrl,
}) => {
  await injectWallet(page, appUrl)
  // The app's entry held back until the visitor has tapped.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const entry = new URL(appUrl)
  await page.route(
    (url) =>
      url.origin === entry.origin && /\/assets\/[^/]+\.js$/.test(url.pathname),
    async (route) => {
      await held
      await route.continue()
    },
  )
  await page.goto(appUrl, { waitUntil: 'commit' })
  const connect = page.getByRole('button', { name: 'Connect wallet' })
  await expect(connect).toBeVisible()
  await connect.click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  release()
  await expect(
    page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: new RegExp(`^${testWallet.name}`) }),
  ).toBeVisible()
})

/**
 * A context whose pages get the app's page changed on its way, as a CDN's
 * minifier or a rewriting proxy changes it: `alter` has the HTML as the
 * server sent it, with its headers (its policy among them). Off-loopback
 * requests are stopped, and the policy's refusals recorded.
 */
async function alteredContext(
  browser: Browser,
  appUrl: string,
  alter: (html: string) => string,
) {
  const context = await browser.newContext()
  await context.route(
    (url) => !isLoopback(url.href),
    (route) => route.abort('blockedbyclient'),
  )
  await context.route(
    (url) => url.href === new URL('/', appUrl).href,
    async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: alter(await response.text()) })
    },
  )
  await context.addInitScript(() => {
    const w = window as unknown as { __refused: string[] }
    w.__refused = []
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__refused.push(event.effectiveDirective),
    )
  })
  const refused = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { __refused: string[] }).__refused,
    )
  return { context, refused }
}

/** The page's inline scripts, the last `count` of them with one space added. */
function spaceInLastScripts(html: string, count: number) {
  const starts = [...html.matchAll(/<script>/g)].map((x) => x.index)
  expect(starts.length).toBeGreaterThanOrEqual(count)
  let altered = html
  for (const start of starts.slice(-count).reverse())
    altered = `${altered.slice(0, start + 8)} ${altered.slice(start + 8)}`
  return altered
}

test('a page whose body script was changed on its way (the policy refuses it) shows its first screen and starts the app, which works', async ({
  browser,
  appUrl,
}) => {
  const { context, refused } = await alteredContext(browser, appUrl, (html) =>
    spaceInLastScripts(html, 1),
  )
  try {
    const page = await context.newPage()
    await injectWallet(page, appUrl)
    await page.goto(appUrl)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const connect = page.getByRole('button', { name: 'Connect wallet' })
    await expect(connect).toBeVisible()
    // The body script was refused; the head's started the app.
    expect(await refused(page)).toContain('script-src-elem')
    await expect(page.locator('html')).toHaveAttribute(
      'data-latch-start',
      'loading',
    )
    await connect.click()
    await expect(
      page
        .getByRole('dialog', { name: 'Connect a wallet' })
        .getByRole('button', { name: new RegExp(`^${testWallet.name}`) }),
    ).toBeVisible()
    await expect(page.getByRole('alert')).toBeHidden()
  } finally {
    await context.close()
  }
})

test('a page none of whose scripts run, or whose app cannot be loaded, shows its first screen and says the app could not start', async ({
  browser,
  appUrl,
}) => {
  // Both inline scripts changed: the policy refuses them; nothing loads.
  const { context, refused } = await alteredContext(browser, appUrl, (html) =>
    spaceInLastScripts(html, 2),
  )
  try {
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto(appUrl)
    await expect(
      page.getByRole('button', { name: 'Connect wallet' }),
    ).toBeVisible()
    expect(await refused(page)).toContain('script-src-elem')
    await expect(page.locator('html')).not.toHaveAttribute('data-latch-start')
    await expect(page.getByRole('alert')).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('could not start')
    expect(scripts).toEqual([])
  } finally {
    await context.close()
  }

  // The scripts run, but the app's entry cannot be fetched; in Japanese, the
  // page held for the app is shown as built rather than never.
  const held = await browser.newContext({ locale: 'ja' })
  try {
    await held.route(
      (url) => !isLoopback(url.href) || /\/assets\/[^/]+\.js$/.test(url.href),
      (route) => route.abort('blockedbyclient'),
    )
    const page = await held.newPage()
    await page.goto(appUrl)
    await expect(page.getByRole('alert')).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('could not start')
    await expect(
      page.getByRole('button', { name: 'Connect wallet' }),
    ).toBeVisible()
  } finally {
    await held.close()
  }
})

/**
 * The chunks `roots` import statically, and theirs, by path: what runs with
 * them (a dynamic `import(…)` is not followed).
 */
async function staticImports(
  scripts: ReadonlyMap<string, Promise<string>>,
  roots: readonly string[],
) {
  const seen = new Set(roots)
  const queue = [...roots]
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
    const text = (await scripts.get(path)) ?? ''
    for (const [, file] of text.matchAll(
      /\bimport\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      const next = new URL(file!, `http://x${path}`).pathname
      if (!seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
  return [...seen]
}
