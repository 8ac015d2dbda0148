import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { injectWallet, testWallet } from './wallet.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** Values others (or older versions, or a full disk) may have left behind. */
const corrupt: Record<string, Record<string, string>> = {
  'invalid JSON everywhere': {
    'wagmi.cache': '{not json',
    'wagmi.store': '{"state":',
    'wagmi.recentConnectorId': '{bad',
    'latch.display': '{"v":1,',
  },
  'the wrong shape': {
    'wagmi.cache': '{"clientState":42,"timestamp":"soon"}',
    'wagmi.store': JSON.stringify({
      state: {
        connections: {
          __type: 'Map',
          value: [['x', { accounts: ['nope'], chainId: 'z', connector: null }]],
        },
        current: 'x',
        chainId: 'one',
      },
      version: 3,
    }),
    'wagmi.recentConnectorId': '42',
    'latch.display': JSON.stringify({
      v: 1,
      at: 'now',
      address: ['nope'],
      chainId: 'z',
    }),
  },
  'an older format': {
    'wagmi.cache': JSON.stringify({
      buster: 'v0',
      timestamp: Date.now(),
      clientState: { mutations: [], queries: [{ queryKey: 'ens', state: 1 }] },
    }),
    'wagmi.store': JSON.stringify({
      state: { data: { account: alice }, chains: [1] },
      version: 0,
    }),
    'wagmi.connected': 'true',
    'latch.display': JSON.stringify({ v: 0, account: alice, chainId: 1 }),
    'wagmi.wallet': '"injected"',
  },
  'a huge value': {
    'wagmi.cache': JSON.stringify({
      clientState: { queries: [] },
      pad: 'x'.repeat(3_000_000),
    }),
    'latch.display': JSON.stringify({ v: 1, pad: 'x'.repeat(100_000) }),
  },
}

/** The page's uncaught errors, collected from now on. */
function pageErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

async function seed(page: Page, entries: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return
    sessionStorage.setItem('seeded', '1')
    for (const [key, value] of Object.entries(entries))
      localStorage.setItem(key, value)
  }, entries)
}

/** The header shows alice.eth; its account dialog, her checksummed address. */
async function expectAlice(page: Page) {
  const account = page.getByRole('button', { name: /alice\.eth/ })
  await account.click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog).toContainText(alice)
  await dialog.getByRole('button', { name: 'Close' }).click()
}

async function connectAndCheck(page: Page) {
  await expect(page.locator('html')).toHaveAttribute(
    'data-wallet-status',
    'disconnected',
  )
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: new RegExp(`^${testWallet.name}`) })
    .click()
  await expectAlice(page)
}

for (const [name, entries] of Object.entries(corrupt))
  test(`storage with ${name}: the page loads disconnected, connects, and the next write repairs the store`, async ({
    page,
    appUrl,
  }) => {
    const errors = pageErrors(page)
    await injectWallet(page, appUrl)
    await seed(page, entries)
    await page.goto(appUrl)
    await connectAndCheck(page)

    // The store wagmi reads on the next load is whole again: a reload restores.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('wagmi.store')))
      .toContain('"current"')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute(
      'data-wallet-status',
      'connected',
    )
    await expectAlice(page)
    expect(errors).toEqual([])
  })

// Storage that fails the page's every use of it, as browsers do.
for (const [title, breakStorage] of [
  [
    'localStorage that throws on every read and write (privacy mode, full disk)',
    () => {
      const denied = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      }
      Object.defineProperty(window, 'localStorage', {
        get: denied,
        configurable: true,
      })
    },
  ],
  [
    'localStorage whose writes fail (quota exceeded)',
    () => {
      Storage.prototype.setItem = () => {
        throw new DOMException(
          'The quota has been exceeded.',
          'QuotaExceededError',
        )
      }
    },
  ],
] as const)
  test(`${title}: the page still works`, async ({ page, appUrl }) => {
    const errors = pageErrors(page)
    await injectWallet(page, appUrl, { persist: false })
    await page.addInitScript(breakStorage)
    await page.goto(appUrl)
    await connectAndCheck(page)
    expect(errors).toEqual([])
  })

test('a stored name of the wrong shape (issue 20: `{"a":1}`) is dropped on reload: the page shows the account, never a blank root', async ({
  page,
  appUrl,
}) => {
  const errors = pageErrors(page)
  await injectWallet(page, appUrl)
  // On the reload, before the app's scripts: the stored name becomes {"a":1}
  // (as another tab, an extension or a hand edit could leave it).
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('corrupt')) return
    const cache = JSON.parse(localStorage.getItem('wagmi.cache') ?? 'null')
    const name = cache?.clientState?.queries?.find(
      (query: { queryKey: unknown[] }) => query.queryKey[0] === 'ensName',
    )
    if (!name) return
    name.state.data = { a: 1 }
    localStorage.setItem('wagmi.cache', JSON.stringify(cache))
    ;(window as { __corrupted?: boolean }).__corrupted = true
  })
  await page.goto(appUrl)
  await connectAndCheck(page)
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('wagmi.cache')))
    .toContain('alice.eth')

  await page.evaluate(() => sessionStorage.setItem('corrupt', '1'))
  await page.reload()
  expect(
    await page.evaluate(
      () => (window as { __corrupted?: boolean }).__corrupted,
    ),
    'the stored name was {"a":1} when the app started',
  ).toBe(true)
  await expect(page.locator('html')).toHaveAttribute(
    'data-wallet-status',
    'connected',
  )
  // The account, by its address until the name is looked up again.
  const account = page.getByRole('button', { name: /alice\.eth|0xf39F…2266/ })
  await expect(account).toBeVisible()
  await account.click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText(
    alice,
  )
  expect(errors).toEqual([])
})
