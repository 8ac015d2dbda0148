import {
  en,
  type Language,
  languages,
  loadMessages,
  type Messages,
} from '@latch/react'
import type { Page } from '@playwright/test'
import { pseudoLocalize } from '../apps/web/src/language/pseudoLocalize.ts'
import { axeViolations, settled } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { overflowing } from './overflow.ts'
import { injectWallet, walletControl } from './wallet.ts'

// Every language, as its visitors see it: the connect dialog, an error, the
// account dialog, the network control and the forms, at 1280 and 375 px, in
// the light and the dark theme: axe finds nothing, no text overflows its box,
// <html lang dir> say the language. One page load and one walk through the
// states per language: in each state the width and the theme change in place
// (the layout is CSS alone: no script reads the width), which checks the same
// states as a load per width did in half the loads and walks; axe looks at
// the dialog or the page's regions.

// Without motion (as a visitor who asks for less sees it): a theme or width
// changed in place is drawn at once, where each of a language's 16 checks
// waited out Latch's 150-ms colour transition, and no spinner is drawn
// frame after frame. The colours, sizes and texts checked are the same.
test.use({ reducedMotion: 'reduce' })

const widths = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]
const schemes: readonly ('light' | 'dark')[] = ['light', 'dark']
const dialog = ['dialog[open]']
const regions = ['header', 'main', 'footer']

/** Starts the page in `language` (the choice an earlier visit stored). */
async function open(page: Page, appUrl: string, language: string) {
  await page.addInitScript((language) => {
    localStorage.setItem('latch.language', language)
  }, language)
  await injectWallet(page, appUrl)
  await page.goto(appUrl)
}

type Options = {
  axe?: boolean
  schemes?: readonly ('light' | 'dark')[]
  sizes?: readonly { width: number; height: number }[]
}

/**
 * axe (unless `axe` is false) and the overflow check at each of `sizes`, in
 * both schemes: every rule in the first, only colour contrast in the second
 * (no other rule depends on the colours). Leaves the page at the first size,
 * light, where the walk goes on.
 */
async function check(
  page: Page,
  state: string,
  scopes: string[],
  { axe = true, schemes: themes = schemes, sizes = widths }: Options = {},
) {
  for (const size of sizes) {
    await page.setViewportSize(size)
    for (const [index, colorScheme] of themes.entries()) {
      await page.emulateMedia({ colorScheme })
      await settled(page)
      const where = `${state}, ${size.width} px, ${colorScheme}`
      const rules = index === 0 ? undefined : ['color-contrast']
      if (axe)
        expect(await axeViolations(page, scopes, rules), where).toEqual([])
      expect(await overflowing(page, scopes), where).toEqual([])
    }
  }
  await page.setViewportSize(sizes[0]!)
  await page.emulateMedia({ colorScheme: 'light' })
}

/** Walks the states in `t`'s language, checking each. */
async function walk(page: Page, t: Messages, options: Options = {}) {
  await expect(page.locator('html')).toHaveAttribute('lang', t.lang)
  await expect(page.locator('html')).toHaveAttribute('dir', t.dir)
  const connect = page.getByRole('button', {
    name: t.wallet.connect,
    exact: true,
  })
  await connect.click()
  const connectDialog = page.getByRole('dialog', { name: t.connect.title })
  const wallet = connectDialog.getByRole('button', { name: /^Test Wallet/ })
  await expect(wallet).toBeVisible()
  await check(page, 'connect dialog', [...dialog, 'header'], options)

  await walletControl(page, (c) =>
    c.rejectNext({ method: 'wallet_requestPermissions' }),
  )
  await wallet.click()
  await expect(connectDialog.getByRole('alert')).toHaveText(
    t.errors.userRejected,
  )
  await check(page, 'connect rejected', dialog, options)
  await connectDialog
    .getByRole('button', { name: t.connect.tryAgain, exact: true })
    .click()
  const account = page.getByRole('banner').getByRole('button', {
    name: /alice\.eth/,
  })
  await expect(account).toBeVisible()

  // The page once connected: the network control, and both forms' errors.
  await expect(
    page.getByRole('group', { name: t.network.label, exact: true }),
  ).toBeVisible()
  await page.getByRole('button', { name: t.sign.submit, exact: true }).click()
  await expect(page.getByText(t.errors.messageRequired)).toBeVisible()
  await page
    .getByRole('textbox', { name: t.token.address, exact: true })
    .fill('0x12')
  await page
    .getByRole('textbox', { name: t.token.symbol, exact: true })
    .fill('TOOLONGSYMBOL')
  await page.getByRole('button', { name: t.token.submit, exact: true }).click()
  await expect(page.getByText(t.token.invalid.symbol(11))).toBeVisible()
  await check(page, 'network and forms', regions, options)

  await account.click()
  const accountDialog = page.getByRole('dialog', { name: t.account.title })
  await expect(accountDialog).toContainText('ETH')
  await check(page, 'account dialog', dialog, options)
  return accountDialog
}

for (const language of Object.keys(languages) as Language[])
  test(`${language}: every state passes axe and fits at 1280 and 375 px, light and dark`, async ({
    page,
    appUrl,
  }) => {
    test.setTimeout(150_000)
    await page.setViewportSize(widths[0]!)
    const t = await loadMessages(language)
    await open(page, appUrl, language)
    const accountDialog = await walk(page, t)
    if (t.dir === 'rtl')
      for (const size of widths) {
        await page.setViewportSize(size)
        await settled(page)
        // Mirrored: the wallet control on the left, the brand on the right;
        // the address, the name and the balance still read left to right.
        const [brand, slot] = await Promise.all([
          page.getByRole('banner').getByRole('link').boundingBox(),
          page.locator('.latch-connect-button').boundingBox(),
        ])
        expect(slot!.x, `${size.width} px`).toBeLessThan(brand!.x)
        const directions = await accountDialog.evaluate((dialog) =>
          [
            '.latch-account-dialog__address',
            '.latch-account-dialog__ens-name',
            'dd bdi[dir="ltr"]',
          ].map((selector) => {
            const element = dialog.querySelector(selector)
            return element && getComputedStyle(element).direction
          }),
        )
        expect(directions, `${size.width} px`).toEqual(['ltr', 'ltr', 'ltr'])
      }
  })

test('the pseudo-locale (every text 40 % longer, accented): every state fits at 320 px', async ({
  page,
  appUrl,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 320, height: 640 })
  const pseudo = { ...pseudoLocalize(en), lang: 'en-XA' }
  await open(page, appUrl, 'en-XA')
  await walk(page, pseudo, {
    axe: false,
    schemes: ['light'],
    sizes: [{ width: 320, height: 640 }],
  })
})

test.describe('a visitor whose browser asks for Portuguese (Portugal)', () => {
  test.use({ locale: 'pt-PT' })

  test('gets Brazilian Portuguese from the first frame: never a word of English', async ({
    page,
    appUrl,
  }) => {
    const t = await loadMessages('pt-BR')
    // From the first frame: every button text the page ever paints, and
    // <html lang> when the first one is painted (checked in every animation
    // frame, just before it is painted: the built page's English markup is
    // there, held unpainted, until the app renders in Portuguese).
    await page.addInitScript(() => {
      const seen = { buttons: [] as string[], lang: '' }
      ;(window as unknown as { __seen: typeof seen }).__seen = seen
      const frame = () => {
        for (const button of document.querySelectorAll('button'))
          if (button.checkVisibility({ visibilityProperty: true })) {
            seen.lang ||= document.documentElement.lang
            seen.buttons.push(button.textContent ?? '')
          }
        requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })
    await page.goto(appUrl)
    await expect(
      page.getByRole('button', { name: t.wallet.connect, exact: true }),
    ).toBeVisible()
    expect(await page.evaluate(() => navigator.languages)).toEqual(['pt-PT'])
    const seen = await page.evaluate(
      () =>
        (window as unknown as { __seen: { buttons: string[]; lang: string } })
          .__seen,
    )
    expect(seen.lang).toBe('pt-BR')
    expect(seen.buttons.length).toBeGreaterThan(0)
    expect(seen.buttons.filter((x) => x.includes(en.wallet.connect))).toEqual(
      [],
    )
  })
})

test('the Language control: Hebrew, right to left, kept for the next visit; back to English', async ({
  page,
  appUrl,
}) => {
  const he = await loadMessages('he')
  await page.goto(appUrl)
  const list = page.getByRole('combobox', { name: 'Language' })
  // The list holds the current language alone until the visitor reaches
  // for it (focus, a pointer).
  await expect(list.locator('option')).toHaveCount(1)
  await list.focus()
  await expect(list.locator('option')).not.toHaveCount(1)
  await list.selectOption({ label: 'עברית' })
  await expect(
    page.getByRole('button', { name: he.wallet.connect, exact: true }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'he')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.reload()
  await expect(
    page.getByRole('button', { name: he.wallet.connect, exact: true }),
  ).toBeVisible()
  await page.getByRole('combobox', { name: 'שפה' }).focus()
  await page.getByRole('combobox', { name: 'שפה' }).selectOption('en')
  await expect(
    page.getByRole('button', { name: en.wallet.connect, exact: true }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
})
