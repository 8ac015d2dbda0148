import { readFileSync } from 'node:fs'
import type { StartWalletPeerParameters, WalletPeer } from '@latch/devnet'
import { type Language, languages, loadMessages } from '@latch/react'
import {
  type Browser,
  type BrowserContext,
  devices,
  type Page,
} from '@playwright/test'
import { axeViolations } from './axe.ts'
import {
  parts as connectorParts,
  disconnectFromLatch,
  startDevnetPeer,
} from './connectors/parts.ts'
import { expect, isLoopback, test } from './fixtures.ts'

// A phone visitor: the wallet apps are links with the live pairing URI, the
// tap itself opens the app (captured here: a link to a wallet's universal
// link host is answered 204 by the test, so the page stays, as a phone's
// browser stays when the app takes the link; a scheme or raw wc: link
// is recorded as the page follows it), the devnet's WalletConnect wallet
// peer pairs with the URI read back from the link, and later requests
// reopen the same app. No WebKit here: Chromium with each phone's profile
// and user agent.

test.describe.configure({ timeout: 120_000 })
const sdkReady = { timeout: 25_000 }

type Os = 'ios' | 'android'
const profiles: { name: string; os: Os }[] = [
  { name: 'iPhone 15', os: 'ios' },
  { name: 'Pixel 7', os: 'android' },
]

/**
 * The documented link formats (docs/wallets.md, "Phone links"), read from
 * the docs, not from the code: each tile must match what the docs promise.
 */
function documentedLinks() {
  const docs = readFileSync(
    new URL('../docs/wallets.md', import.meta.url),
    'utf8',
  )
  const section = docs.slice(docs.indexOf('## Phone links'))
  const table = section.slice(0, section.indexOf('\n## ') + 1 || undefined)
  const rows = [...table.matchAll(/^\| `(\w+)\(\)`\s*\|([^|]*)\|([^|]*)\|/gm)]
  const cell = (text: string) => {
    const value = text.trim().replace(/^`|`$/g, '')
    return value === 'none' ? undefined : value
  }
  return rows.map(([, id, ios, android]) => ({
    id: id!,
    ios: cell(ios!),
    android: cell(android!),
  }))
}
const names: Record<string, string> = {
  metaMask: 'MetaMask',
  rainbow: 'Rainbow',
  trust: 'Trust Wallet',
  uniswap: 'Uniswap Wallet',
  zerion: 'Zerion',
  ledgerLive: 'Ledger Live',
  okx: 'OKX Wallet',
}

function expectedHref(prefix: string, uri: string) {
  return prefix === 'wc' ? uri : `${prefix}${encodeURIComponent(uri)}`
}

const peers: WalletPeer[] = []
const contexts: BrowserContext[] = []
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
  await Promise.all(peers.splice(0).map((peer) => peer.stop()))
})

/** A wallet peer on the devnet's relay; stopped after the test. */
async function peer(
  appUrl: string,
  parameters: Partial<StartWalletPeerParameters> = {},
) {
  const started = await startDevnetPeer(appUrl, parameters)
  peers.push(started)
  return started
}

type Followed = { href: string; inTap: boolean; prevented: boolean }

/**
 * A phone's browser context. Requests off the machine are blocked and
 * recorded, except a wallet's universal link, which is answered 204 (the
 * page stays: an app took it) and recorded as followed. In the page, every
 * link followed is recorded with whether it was in the tap's own task (no
 * `await` between the tap and the navigation) and whether anything
 * prevented it; and every status text and link name seen.
 */
async function phone(
  browser: Browser,
  profile: string,
  options: { userAgent?: string } = {},
) {
  const { defaultBrowserType: _, ...device } = devices[profile]!
  const context = await browser.newContext({
    ...device,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  })
  contexts.push(context)
  // The devnet build's Sign-In with Ethereum off, as for every journey that
  // does not ask for it (the page fixture's rule): a connect ends connected.
  await context.addInitScript(() => {
    ;(window as { latchDevnetSiwe?: boolean }).latchDevnetSiwe = false
  })
  const offMachine: string[] = []
  const universal: string[] = []
  await context.route(
    (url) => !isLoopback(url.href),
    (route) => {
      const url = route.request().url()
      if (route.request().isNavigationRequest()) {
        universal.push(url)
        return route.fulfill({ status: 204 })
      }
      offMachine.push(url)
      return route.abort('blockedbyclient')
    },
  )
  await context.routeWebSocket(
    (url) => !isLoopback(url.href),
    (socket) => {
      offMachine.push(socket.url())
      socket.close()
    },
  )
  await context.addInitScript(() => {
    const scope = window as unknown as {
      __followed: Followed[]
      __seen: string[]
      __tap: number
    }
    scope.__followed = []
    scope.__seen = []
    scope.__tap = 0
    // A tap's task: from the trusted click's first listener to the next task.
    window.addEventListener(
      'click',
      (event) => {
        if (!event.isTrusted) return
        scope.__tap++
        setTimeout(() => {
          scope.__tap = 0
        }, 0)
      },
      true,
    )
    // A tapped link: followed unless something prevented it. A scheme or
    // raw wc: link goes no further than here: a phone hands it to an app,
    // Chromium would hold it for an external handler that is not there.
    const external = (href: string) => !/^https?:/.test(href)
    window.addEventListener('click', (event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!event.isTrusted || !anchor) return
      const { href } = anchor as HTMLAnchorElement
      scope.__followed.push({
        href,
        inTap: scope.__tap > 0,
        prevented: event.defaultPrevented,
      })
      if (external(href)) event.preventDefault()
    })
    // A link Latch follows itself (a request's "reopen the app").
    const click = HTMLAnchorElement.prototype.click
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      scope.__followed.push({
        href: this.href,
        inTap: scope.__tap > 0,
        prevented: false,
      })
      if (!external(this.href)) click.call(this)
    }
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('[role=status], a')) {
        const text = (
          element.getAttribute('aria-label') ??
          element.textContent ??
          ''
        ).trim()
        if (text && !scope.__seen.includes(text)) scope.__seen.push(text)
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    })
  })
  const page = await context.newPage()
  return { page, offMachine, universal }
}

function followed(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __followed: Followed[] }).__followed,
  )
}
function seen(page: Page) {
  return page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)
}

/** The page goes to the background (the app came to the front) or back. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => state,
    })
    Object.defineProperty(document, 'hidden', {
      configurable: true,
      get: () => state === 'hidden',
    })
    document.dispatchEvent(new Event('visibilitychange'))
  }, state)
}

/** The pairing URI a followed link carries: its `uri` parameter, or itself. */
function uriOf(href: string) {
  if (href.startsWith('wc:')) return href
  const uri = new URL(href).searchParams.get('uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri!
}

function tile(page: Page, name: string) {
  return connectorParts(page).connectDialog.getByRole('link', {
    name: `Open ${name}`,
  })
}

/**
 * A phone's page without a wallet (`?devWallet=off`), its connect dialog
 * open, and `wallet`'s tile once it is a link: the page, its parts, the
 * tile and its href.
 */
async function openOnPhone(
  browser: Browser,
  appUrl: string,
  profile: string,
  wallet: string,
  options: { userAgent?: string } = {},
) {
  const { page } = await phone(browser, profile, options)
  await page.goto(`${appUrl}/?devWallet=off`)
  const ui = connectorParts(page)
  await ui.connect.click()
  const link = tile(page, wallet)
  await expect(link).toHaveAttribute('href', /./, sdkReady)
  const href = (await link.getAttribute('href'))!
  return { page, ui, link, href }
}

for (const { name: profile, os } of profiles) {
  test(`${profile}: every wallet app's tile is a link in its documented format with the live pairing URI; the tap opens it, the app pairs, the page shows the account; a signature reopens the same app with "Confirm in …"`, async ({
    browser,
    appUrl,
  }) => {
    test.setTimeout(240_000)
    const { page, offMachine, universal } = await phone(browser, profile)
    await page.goto(`${appUrl}/?devWallet=off`)
    const ui = connectorParts(page)
    const documented = documentedLinks()
    expect(documented.map((x) => x.id).sort()).toEqual(
      Object.keys(names).sort(),
    )

    for (const wallet of documented) {
      const name = names[wallet.id]!
      const prefix = wallet[os]
      await ui.connect.click()
      if (!prefix) {
        // No app link on this platform: its QR code, no link.
        await expect(ui.option(name)).toBeVisible()
        await expect(tile(page, name)).toHaveCount(0)
        await ui.connectDialog.getByRole('button', { name: 'Close' }).click()
        continue
      }
      const link = tile(page, name)
      await expect(link).toHaveAttribute('href', /./, sdkReady)
      const href = (await link.getAttribute('href'))!
      const uri = uriOf(href)
      expect(href).toBe(expectedHref(prefix, uri))
      // Encoded once: decoding the parameter gives the URI back, whole.
      expect(uri).toContain('symKey=')

      const started = performance.now()
      const before = (await followed(page)).length
      const session = await peer(appUrl)
      await link.tap()
      const taps = (await followed(page)).slice(before)
      expect(taps).toEqual([{ href, inTap: true, prevented: false }])
      if (href.startsWith('https:'))
        await expect.poll(() => universal.includes(href)).toBe(true)
      await expect(ui.connectDialog.getByRole('status').first()).toHaveText(
        `Confirm in ${name}`,
      )
      await setVisibility(page, 'hidden')
      const paired = await session.pair(uriOf(taps[0]!.href))
      await setVisibility(page, 'visible')
      await expect(ui.account).toBeVisible(sdkReady)
      await expect(ui.html).toHaveAttribute('data-wallet-status', 'connected')
      // Named as the app the visitor opened, not "WalletConnect".
      await expect(
        page.getByRole('status').filter({ hasText: `Connected with ${name}.` }),
      ).toBeAttached()
      console.log(
        `[phone] ${profile} ${name}: ${Math.round(performance.now() - started)} ms`,
      )

      if (wallet.id === 'metaMask') {
        // A signature: the tap on Sign message reopens MetaMask, in the tap.
        const beforeSign = (await followed(page)).length
        await page
          .getByRole('textbox', { name: 'Message' })
          .fill('From my phone')
        await page.getByRole('button', { name: 'Sign message' }).tap()
        await expect(
          page.getByRole('textbox', { name: 'Signature' }),
        ).toHaveValue(/^0x[0-9a-f]{130}$/, sdkReady)
        const reopened = (await followed(page)).slice(beforeSign)
        const request = `wc:${paired.topic}@2`
        expect(reopened).toEqual([
          {
            href: expectedHref(prefix, request),
            inTap: true,
            prevented: false,
          },
        ])
        expect(session.requests.map((x) => x.method)).toContain('personal_sign')
        const shown = await seen(page)
        expect(shown).toContain('Confirm the signature in MetaMask.')
        expect(shown).toContain('Open MetaMask')
      }
      await disconnectFromLatch(page)
      await expect
        .poll(() =>
          page.evaluate(() => localStorage.getItem('latch.phoneWallet')),
        )
        .toBeNull()
    }
    expect(offMachine).toEqual([])
  })
}

test('iPhone 15: a tap that opens nothing leads to the App Store ("Get MetaMask") and Try again opens it again, in the tap', async ({
  browser,
  appUrl,
}) => {
  const { page, ui, link, href } = await openOnPhone(
    browser,
    appUrl,
    'iPhone 15',
    'MetaMask',
  )
  expect(href).toMatch(/^https:/)
  await link.tap()
  // The page stayed in view: no app took the link.
  const get = ui.connectDialog.getByRole('link', { name: 'Get MetaMask' })
  await expect(get).toHaveAttribute(
    'href',
    'https://apps.apple.com/app/metamask/id1438144202',
  )
  const before = (await followed(page)).length
  await ui.connectDialog.getByRole('button', { name: 'Try again' }).tap()
  expect((await followed(page)).slice(before)).toEqual([
    { href, inTap: true, prevented: false },
  ])
})

test('Pixel 7: a tap that opens nothing offers Google Play; a rejected pairing says "Rejected in …" on return, and Try again makes a new link', async ({
  browser,
  appUrl,
}) => {
  const { page, ui, link, href } = await openOnPhone(
    browser,
    appUrl,
    'Pixel 7',
    'Trust Wallet',
  )
  expect(href).toMatch(/^https:/)
  const wallet = await peer(appUrl)
  wallet.rejectNext('proposal')
  await link.tap()
  await expect(
    ui.connectDialog.getByRole('link', { name: 'Get Trust Wallet' }),
  ).toHaveAttribute('href', /^https:\/\/play\.google\.com\//)

  // Now the app takes it, and turns the connection down; the visitor comes back.
  await setVisibility(page, 'hidden')
  await wallet.pair(uriOf(href)).catch(() => {})
  await setVisibility(page, 'visible')
  await expect(ui.connectDialog.getByRole('alert')).toHaveText(
    'Rejected in Trust Wallet.',
    sdkReady,
  )
  await ui.connectDialog.getByRole('button', { name: 'Try again' }).tap()
  await expect(link).toHaveAttribute('href', /^https:/, sdkReady)
  expect(await link.getAttribute('href')).not.toBe(href)
})

test('in a wallet’s own browser on a phone (a provider announced): that wallet first, connected directly, no WalletConnect', async ({
  browser,
  appUrl,
}) => {
  const { page } = await phone(browser, 'Pixel 7')
  const sockets: string[] = []
  page.on('websocket', (socket) => sockets.push(socket.url()))
  await page.goto(appUrl)
  const ui = connectorParts(page)
  await ui.connect.click()
  const first = ui.connectDialog.locator('[data-option-id]').first()
  await expect(first).toHaveAccessibleName(/^Dev wallet/)
  await expect(
    ui.connectDialog.getByRole('link', { name: /^Open / }),
  ).toHaveCount(0)
  await first.tap()
  await expect(ui.account).toBeVisible()
  expect(sockets.filter((url) => url.includes('/devnet/relay'))).toEqual([])
})

test('in Telegram’s in-app browser: wallet links open as new windows, and the dialog offers Copy link and the phone’s browser', async ({
  browser,
  appUrl,
}) => {
  const telegram = `${devices['Pixel 7']!.userAgent} Telegram-Android/11.5.3 (Google Pixel 7; Android 14; SDK 34; AVERAGE)`
  const { page, ui, link, href } = await openOnPhone(
    browser,
    appUrl,
    'Pixel 7',
    'MetaMask',
    { userAgent: telegram },
  )
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await expect(ui.connectDialog).toContainText(
    'Open this page in your phone’s browser to connect.',
  )
  expect(href).toMatch(/^wc:/)
  await expect(link).toHaveAttribute('target', '_blank')
  await ui.connectDialog.getByRole('button', { name: 'Copy link' }).tap()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${appUrl}/?devWallet=off`,
  )
})

// The 20 languages in four tests of five: each a page of its own, so the
// two workers share them (one test of 20 was the run's longest, at its end).
const allTags = Object.keys(languages) as Language[]
test('the phone connect dialog is checked in all 20 languages', () => {
  expect(allTags).toHaveLength(20)
})
for (let first = 0; first < allTags.length; first += 10) {
  const tags = allTags.slice(first, first + 10)
  test(`the phone connect dialog: axe finds nothing serious in ${tags.join(', ')}, and each tile is named "Open …" in it`, async ({
    browser,
    appUrl,
  }) => {
    test.setTimeout(120_000)
    const { page } = await phone(browser, 'iPhone 15')
    // One load, as its visitor's first; each language is then chosen in
    // place with the page's Language list, the dialog closed, and the
    // dialog opened again: its texts and the tiles' names follow the
    // choice (the wallet apps' SDK, started once, stays).
    await page.goto(`${appUrl}/?devWallet=off`)
    for (const tag of tags) {
      const t = await loadMessages(tag)
      const language = page.locator('footer select')
      await language.focus()
      await language.selectOption(tag)
      await expect(page.locator('html')).toHaveAttribute('lang', t.lang)
      await page
        .getByRole('button', { name: t.wallet.connect, exact: true })
        .click()
      const dialog = page.getByRole('dialog', { name: t.connect.title })
      await expect(
        dialog.getByRole('link', {
          // The isolates around the name are no part of it when read aloud.
          name: t.phone.openNamed('MetaMask').replace(/[\u2066-\u2069]/g, ''),
        }),
      ).toHaveAttribute('href', /^https:\/\/metamask\.app\.link\//, sdkReady)
      const serious = (await axeViolations(page, ['dialog[open]'])).filter(
        (x) => /\((serious|critical)\)/.test(x),
      )
      expect(serious, tag).toEqual([])
      await dialog
        .getByRole('button', { name: t.dialog.close, exact: true })
        .click()
      await expect(dialog).toBeHidden()
    }
  })
}

test('iPhone 15: the dialog closed before a tap ends "connecting"; opened again, its link still pairs', async ({
  browser,
  appUrl,
}) => {
  const { page, ui, link } = await openOnPhone(
    browser,
    appUrl,
    'iPhone 15',
    'Rainbow',
  )
  await expect(ui.html).toHaveAttribute('data-wallet-status', 'connecting')
  await ui.connectDialog.getByRole('button', { name: 'Close' }).click()
  await expect(ui.connectDialog).toHaveCount(0)
  // Nothing waits for that pairing now: the page says so.
  await expect(ui.html).toHaveAttribute('data-wallet-status', 'disconnected')
  await ui.connect.click()
  await expect(link).toHaveAttribute('href', /^https:/, sdkReady)
  const href = (await link.getAttribute('href'))!
  const wallet = await peer(appUrl)
  await link.tap()
  await setVisibility(page, 'hidden')
  await wallet.pair(uriOf(href))
  await setVisibility(page, 'visible')
  await expect(ui.account).toBeVisible(sdkReady)
  await expect(
    page.getByRole('status').filter({ hasText: 'Connected with Rainbow.' }),
  ).toBeAttached()
})
