import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Moves focus to `target` with Tab alone (Shift+Tab with `backwards`), as a
 * keyboard user would; fails when it is not reachable within `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, backwards = false } = {},
) {
  await expect(target).toBeVisible()
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement))
      return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`${target} is not reachable with ${max} Tab presses`)
}

/** Tabs to `target` and presses `key` on it (Enter by default). */
export async function activate(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target)
  await page.keyboard.press(key)
}

/** Types into the field, reached by Tab. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.press('Delete')
  await page.keyboard.type(text)
}

/** The element that has focus, described for a failure message. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement
    return element
      ? `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`
      : 'nothing'
  })
}
