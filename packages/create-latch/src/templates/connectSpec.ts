/**
 * The created app's Playwright test: the visitor connects the Dev wallet,
 * sees the account (alice.eth, from the devnet's ENS), signs in when the
 * app has `--siwe`, and disconnects.
 */
export function connectSpec({ siwe }: { siwe: boolean }): string {
  const signIn = siwe
    ? `
  // Connected: the dialog stays on its sign-in step (@latch/siwe).
  const signInStep = page.getByRole('dialog', { name: 'Sign in to My dapp' })
  await signInStep.getByRole('button', { name: 'Sign in' }).click()
  await expect(signInStep).toBeHidden()
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^Signed in as / }),
  ).toHaveText('Signed in as alice.eth')
`
    : ''
  return `import { expect, test } from '@playwright/test'

// The dev server's port, as it printed it (playwright.config.ts).
test.use({ baseURL: \`http://127.0.0.1:\${process.env.LATCH_APP_PORT}\` })

test('connects the Dev wallet, shows the account, disconnects', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /^Dev wallet/ })
    .click()
  const account = page.getByRole('button', { name: /alice\\.eth/ })
  await expect(account).toBeVisible()
${signIn}
  await account.click()
  const details = page.getByRole('dialog', { name: 'Account' })
  await expect(details).toContainText(
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  )
  await details.getByRole('button', { name: 'Disconnect' }).click()
  await expect(
    page.getByRole('button', { name: 'Connect wallet' }),
  ).toBeVisible()
})
`
}
