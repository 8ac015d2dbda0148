import type { Page } from 'playwright-core'
import { waitForAccount } from './waitForAccount.ts'

export type ConnectTestWalletParameters = {
  /** The wallet entry to pick in the kit's modal. */
  walletName: string
  timeoutMs?: number | undefined
}

/**
 * Connects like a visitor: clicks the page's visible *Connect* control, then
 * the injected wallet's entry in whatever modal the kit opens (found by its
 * text, shadow roots included), and waits for the account on screen.
 */
export async function connectTestWallet(
  page: Page,
  parameters: ConnectTestWalletParameters,
): Promise<void> {
  const timeout = parameters.timeoutMs ?? 20_000
  await page
    .getByRole('button', { name: /\bconnect\b/i })
    .filter({ visible: true })
    .first()
    .click({ timeout })
  await page
    .getByText(parameters.walletName, { exact: true })
    .filter({ visible: true })
    .first()
    .click({ timeout })
  await waitForAccount(page, timeout)
}
