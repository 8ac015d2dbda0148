import type { Page } from '@playwright/test'
import { parts } from './connectors/parts.ts'
import { expect, test } from './fixtures.ts'
import { connectTestWallet, injectWallet, testWallet } from './wallet.ts'

type Shift = {
  value: number
  hadRecentInput: boolean
  sources: {
    node: string
    /** Whether the node is in the page's header; `null` once it is gone. */
    inHeader: boolean | null
    /** The tops of its rectangles before and after, where not empty. */
    tops: number[]
  }[]
}

/**
 * Records every `layout-shift` entry from before the app's first script,
 * with where each moved element was before and after.
 */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: unknown[] = []
    ;(window as unknown as { __shifts: unknown[] }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
        sources: {
          node?: Node
          previousRect: DOMRectReadOnly
          currentRect: DOMRectReadOnly
        }[]
      }[])
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: entry.sources.map(({ node, previousRect, currentRect }) => {
            const element =
              node instanceof Element ? node : (node?.parentElement ?? null)
            return {
              node: node?.nodeName ?? '?',
              // A dialog sits in the header's markup but in the top layer.
              inHeader: element?.isConnected
                ? !!element.closest('body > #root header') &&
                  !element.closest('dialog')
                : null,
              // An element moved out of view has an empty rectangle at 0, 0.
              tops: [previousRect, currentRect]
                .filter((rect) => rect.width > 0 && rect.height > 0)
                .map((rect) => rect.top),
            }
          }),
        })
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

async function shifts(page: Page) {
  // Entries are delivered after the frame; give the last one time to land.
  await page.waitForTimeout(500)
  return page.evaluate(
    () => (window as unknown as { __shifts: Shift[] }).__shifts,
  )
}

/**
 * Shifts of anything in the header: a node still in it, or a node gone
 * since that was in the header's band.
 */
async function headerShifts(page: Page) {
  const bottom = await page
    .getByRole('banner')
    .evaluate((header) => header.getBoundingClientRect().bottom)
  return (await shifts(page)).filter((shift) =>
    shift.sources.some(
      (source) => source.inHeader ?? source.tops.some((top) => top < bottom),
    ),
  )
}

/**
 * From now, in every frame: where the open dialog's Disconnect sits in the
 * dialog's layout (offsets, which the dialog's opening transform leaves
 * alone), and whether Sign-In with Ethereum's controls came after it.
 * `stop(ms)` waits `ms` more, then returns what was seen.
 */
async function watchDisconnect(page: Page) {
  await page.evaluate(() => {
    const seen = { tops: [] as number[], controlsLater: false, stop: false }
    ;(window as unknown as { __disconnect: typeof seen }).__disconnect = seen
    let first = true
    const frame = () => {
      const button = document.querySelector<HTMLElement>(
        'dialog[open] .latch-account-dialog__disconnect',
      )
      if (button) {
        if (first)
          seen.controlsLater = !document.querySelector(
            'dialog[open] .latch-sign-in button',
          )
        first = false
        let top = 0
        for (
          let element: HTMLElement | null = button;
          element && element.localName !== 'dialog';
          element = element.offsetParent as HTMLElement | null
        )
          top += element.offsetTop
        seen.tops.push(top)
      }
      if (!seen.stop) requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
  return {
    async stop(ms: number) {
      await page.waitForTimeout(ms)
      return page.evaluate(() => {
        const seen = (
          window as unknown as {
            __disconnect: {
              tops: number[]
              controlsLater: boolean
              stop: boolean
            }
          }
        ).__disconnect
        seen.stop = true
        return { tops: seen.tops, controlsLater: seen.controlsLater }
      })
    },
  }
}

/** Disconnect, seen in many frames, in one place in all of them. */
function expectOnePlace(tops: readonly number[]) {
  expect(tops.length).toBeGreaterThan(10)
  expect(new Set(tops)).toEqual(new Set([tops[0]]))
}

for (const width of [1280, 375])
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('a first visit: the header never shifts', async ({ page, appUrl }) => {
      await recordShifts(page)
      await page.goto(appUrl)
      await expect(
        page.getByRole('button', { name: 'Connect wallet' }),
      ).toBeVisible()
      expect(await headerShifts(page)).toEqual([])
    })

    test('restoring a session (the stored account at once, with its ENS name and avatar, then confirmed): the header never shifts', async ({
      page,
      appUrl,
    }) => {
      const account = await connectTestWallet(page, appUrl)

      await recordShifts(page)
      await page.reload()
      await expect(account).toBeVisible()
      await expect(account.locator('img')).toHaveJSProperty('complete', true)
      const all = await shifts(page)
      expect(await headerShifts(page)).toEqual([])
      // The whole page, for the record: the dashboard appears below what
      // was there, so nothing moves.
      expect(
        all
          .filter((shift) => !shift.hadRecentInput)
          .reduce((sum, shift) => sum + shift.value, 0),
      ).toBe(0)
    })

    test('the account dialog: nothing moves Disconnect once the dialog shows', async ({
      page,
      appUrl,
    }) => {
      const account = await connectTestWallet(page, appUrl)
      const disconnect = await watchDisconnect(page)
      await account.click()
      const dialog = page.getByRole('dialog', { name: 'Account' })
      // The balance and the recent transactions are in.
      await expect(dialog).toContainText('ETH')
      await expect(
        dialog.getByRole('region', { name: 'Recent transactions' }),
      ).toBeVisible()
      const { tops } = await disconnect.stop(1_000)
      expectOnePlace(tops)
    })

    test("the account dialog opened while the account's ENS name is looked up: the name comes, Disconnect stays", async ({
      page,
      appUrl,
    }) => {
      const account = await connectTestWallet(page, appUrl)
      // The next load has no cached name, and the node answers only once
      // the dialog has been seen without it (a fixed delay could run out
      // first on a busy machine).
      await page.addInitScript(() => localStorage.removeItem('wagmi.cache'))
      let answer = () => {}
      const answered = new Promise<void>((resolve) => {
        answer = resolve
      })
      await page.route(
        (url) => url.pathname.startsWith('/devnet/rpc/'),
        async (route) => {
          await answered
          await route.continue().catch(() => {})
        },
      )
      await page.reload()
      await expect(account).toBeHidden()
      const shown = page.getByRole('banner').getByRole('button', {
        name: /0xf39F…2266/,
      })
      await expect(shown).toBeVisible()
      const disconnect = await watchDisconnect(page)
      await shown.click()
      const dialog = page.getByRole('dialog', { name: 'Account' })
      await expect(
        dialog.getByRole('button', { name: 'Disconnect' }),
      ).toBeVisible()
      expect(await dialog.textContent()).not.toContain('alice.eth')
      answer()
      await expect(dialog).toContainText('alice.eth', { timeout: 15_000 })
      const { tops } = await disconnect.stop(300)
      expectOnePlace(tops)
    })

    for (const signedIn of [false, true])
      test(`with Sign-In with Ethereum, ${signedIn ? 'signed in' : 'not signed in'}: the account dialog opened before the server's session is read; Sign in comes, Disconnect stays`, async ({
        page,
        appUrl,
      }) => {
        await injectWallet(page, appUrl)
        await page.goto(`${appUrl}/?siwe=on`)
        const ui = parts(page)
        await ui.connect.click()
        await ui.option(testWallet.name).click()
        await expect(ui.account).toBeVisible()
        const control = ui.signInDialog.getByRole('button', {
          name: 'Sign in',
        })
        if (signedIn) {
          await control.click()
          await expect(
            page.getByRole('main').getByRole('button', { name: 'Sign out' }),
          ).toBeVisible()
        } else {
          await expect(control).toBeVisible()
          await page.keyboard.press('Escape')
        }
        await expect(ui.signInDialog).toBeHidden()
        // A returning visitor whose server answers late.
        await page.route('**/api/siwe/session', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 3_000))
          await route.continue()
        })
        await page.reload()
        await expect(ui.account).toBeVisible()
        const disconnect = await watchDisconnect(page)
        await ui.account.click()
        await expect(
          ui.accountDialog.getByRole('button', {
            name: signedIn ? 'Sign out' : 'Sign in',
          }),
        ).toBeVisible()
        const { tops, controlsLater } = await disconnect.stop(300)
        // The dialog was there before the session was read.
        expect(controlsLater).toBe(true)
        expectOnePlace(tops)
      })

    test('connecting and disconnecting: the header never shifts', async ({
      page,
      appUrl,
    }) => {
      await recordShifts(page)
      const account = await connectTestWallet(page, appUrl)
      await account.click()
      await page
        .getByRole('dialog', { name: 'Account' })
        .getByRole('button', { name: 'Disconnect' })
        .click()
      await expect(
        page.getByRole('button', { name: 'Connect wallet' }),
      ).toBeVisible()
      expect(await headerShifts(page)).toEqual([])
    })
  })
