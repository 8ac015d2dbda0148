import type { Browser, Locator, Page } from 'playwright-core'
import type { AppServer } from '../../test/startAppServer.ts'
import { connectTestWallet } from './connectTestWallet.ts'
import { benchAccountName, openContext } from './measureApp.ts'
import { waitForAccount } from './waitForAccount.ts'

/** One disconnect in a tab, watched from another tab of the same app. */
export type TabDisconnectSample = {
  /**
   * ms from the click on *Disconnect* in one tab to the first frame of the
   * other tab showing a *Connect* control again; null when it did not
   * within `timeoutMs`.
   */
  ms: number | null
  /**
   * Whether the other tab showed *Connect* within `timeoutMs` of the
   * disconnect; absent when the measure failed before (no account control,
   * no *Disconnect* found).
   */
  followed?: boolean | undefined
  error?: string | undefined
}

class MeasureError extends Error {}

export type MeasureTabDisconnectParameters = {
  browser: Browser
  server: AppServer
  /** The devnet chains, as the test wallet knows them. */
  chains: readonly { id: number; name: string }[]
  /** How long the other tab is watched (5 s by default). */
  timeoutMs?: number | undefined
}

/**
 * A visitor with the app open in two tabs disconnects in one: connects in
 * the first tab, opens the second (the stored session shows the account),
 * then clicks the account and *Disconnect* in the first, as a visitor does in
 * any kit (found by role and name, shadow roots included), and watches the
 * second for a *Connect* control, frame by frame. The clock is the machine's
 * (`Date.now()`), which both tabs share.
 */
export async function measureTabDisconnect(
  parameters: MeasureTabDisconnectParameters,
): Promise<TabDisconnectSample> {
  const { server, timeoutMs = 5_000 } = parameters
  const { context, page: first } = await openContext({
    ...parameters,
    reloads: 0,
  })
  try {
    await first.goto(server.url)
    await connectTestWallet(first, { walletName: 'Test Wallet' })
    // The persisted caches write at most once a second.
    await first.waitForTimeout(1_200)
    const second = await context.newPage()
    await second.goto(server.url)
    await waitForAccount(second, 20_000)
    await second.evaluate(watchConnectControl)
    await second.waitForTimeout(100)
    if (
      await second.evaluate(
        () => (window as { __benchConnectAt?: number }).__benchConnectAt,
      )
    )
      return { ms: null, error: 'a Connect control shows while connected' }
    await first.evaluate(recordDisconnectClick)
    const step = (name: string, action: Promise<void>) =>
      action.catch((error: unknown) => {
        throw new MeasureError(`${name}: ${String(error).split('\n')[0]}`)
      })
    // By its name (AppKit's), or by its text, loosely (RainbowKit's has a
    // name of its own and more text than the word).
    const disconnect = [
      first.getByRole('button', { name: /^\s*disconnect\s*$/i }),
      first.getByRole('button').filter({ hasText: /disconnect/i }),
    ]
    // wagmi's bare page shows it at once; a kit, in its account dialog.
    if (!(await visibleOf(disconnect, 0)))
      await step(
        'the account control',
        account(first).click({ timeout: 10_000 }),
      )
    const button = await visibleOf(disconnect, 10_000)
    if (!button) throw new MeasureError('Disconnect: none shows')
    await first.evaluate(watchConnectControl)
    await step('Disconnect', button.click({ timeout: 10_000 }))
    const clickedAt = await first.evaluate(
      () => (window as { __benchDisconnectAt?: number }).__benchDisconnectAt,
    )
    if (clickedAt === undefined)
      return { ms: null, error: 'no click on Disconnect seen' }
    const shownAt = await second
      .waitForFunction(
        () => (window as { __benchConnectAt?: number }).__benchConnectAt,
        undefined,
        { timeout: timeoutMs },
      )
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => null)
    // The tab clicked shows Connect itself: the disconnect did happen.
    const here = await first
      .waitForFunction(
        () => (window as { __benchConnectAt?: number }).__benchConnectAt,
        undefined,
        { timeout: timeoutMs },
      )
      .catch(() => null)
    if (!here)
      return { ms: null, error: 'the tab clicked shows no Connect after it' }
    return shownAt === null
      ? { ms: null, followed: false, error: `not within ${timeoutMs} ms` }
      : { ms: shownAt - clickedAt, followed: true }
  } catch (error) {
    return {
      ms: null,
      error:
        error instanceof MeasureError
          ? error.message
          : String(error).split('\n')[0],
    }
  } finally {
    await context.close()
  }
}

/** The first visible element any of `locators` finds, within `timeoutMs`. */
async function visibleOf(
  locators: readonly Locator[],
  timeoutMs: number,
): Promise<Locator | undefined> {
  const end = Date.now() + timeoutMs
  for (;;) {
    for (const locator of locators)
      for (const element of await locator.all())
        if (await element.isVisible()) return element
    if (Date.now() >= end) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The account control: its ENS name, or the address as kits shorten it. */
function account(page: Page) {
  return page
    .getByRole('button', {
      // RainbowKit and AppKit write 0xf3…2266.
      name: new RegExp(`${benchAccountName.replace('.', '\\.')}|0xf3`, 'i'),
    })
    .filter({ visible: true })
    .first()
}

// The page scripts are text: a function passed as such would carry the
// helpers the TypeScript runner adds to named functions, which the page lacks.

/** In the page: when the visitor clicks a *Disconnect* control. */
const recordDisconnectClick = `addEventListener(
  'click',
  (event) => {
    const text = event
      .composedPath()
      .map((x) => (x instanceof HTMLElement ? x.innerText : ''))
      .find((x) => x.trim() !== '')
    if (/^\\s*disconnect\\s*$/i.test(text ?? ''))
      window.__benchDisconnectAt ??= Date.now()
  },
  { capture: true },
)`

/**
 * In the page: the first frame in which a visible button says *Connect*
 * (not *Disconnect*), shadow roots included.
 */
const watchConnectControl = `(() => {
  const buttons = (root) => {
    const found = []
    for (const element of root.querySelectorAll('*')) {
      if (element.localName === 'button' || element.role === 'button')
        found.push(element)
      if (element.shadowRoot) found.push(...buttons(element.shadowRoot))
    }
    return found
  }
  const frame = () => {
    const shown = buttons(document).some((button) => {
      const text = button.innerText ?? ''
      return (
        /\\bconnect\\b/i.test(text) &&
        !/disconnect/i.test(text) &&
        button.checkVisibility()
      )
    })
    if (shown) {
      window.__benchConnectAt = Date.now()
      return
    }
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
})()`
