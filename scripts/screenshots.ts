import { copyFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { DevWalletGlobals } from '@latch/devnet'
import { buildInjectScript } from '@latch/devnet'
import { type Browser, chromium, type Page } from 'playwright-core'
import { build, preview } from 'vite'
import { startDevnetApp } from '../apps/web/scripts/startDevnetApp.ts'
import { webVite } from '../apps/web/scripts/webVite.ts'
import config from '../playwright.config.ts'

/**
 * `npm run screenshots`: PNGs of Latch's main states, each in light and dark,
 * 1280 and 375 px wide, in dist/screenshots/; the connect dialog (the
 * README's) and the account dialog in docs/, and
 * the connect and account dialogs in Arabic and Japanese for
 * docs/languages.md (`npm run screenshots -- --languages`: those alone).
 * Everything runs on loopback: the devnet (a devnet build, two anvil chains)
 * with the test wallet, and a production build for what only it shows.
 * Arabic, Japanese and the other scripts need their fonts (Debian:
 * fonts-noto-core, fonts-noto-cjk).
 */
const out = join('dist', 'screenshots')
const docsShots = {
  'connect-dialog-light-1280.png': 'docs/connect-dialog.png',
  'account-dialog-dark-1280.png': 'docs/account-dialog.png',
}
const variants = [
  { scheme: 'light', width: 1280, height: 800 },
  { scheme: 'dark', width: 1280, height: 800 },
  { scheme: 'light', width: 375, height: 812 },
  { scheme: 'dark', width: 375, height: 812 },
] as const

type Control = NonNullable<DevWalletGlobals['__latchDevWallet']>

/** The languages docs/languages.md shows, each dialog in light at 1280 px. */
const languageShots = ['ar', 'ja'] as const

async function main() {
  mkdirSync(out, { recursive: true })
  const began = performance.now()
  const onlyLanguages = process.argv.includes('--languages')
  const devnet = await startDevnetApp({ serve: 'preview' })
  if (onlyLanguages) {
    const browser = await chromium.launch(config.use?.launchOptions)
    try {
      const files = await shootLanguages(browser, devnet)
      console.log(
        `${files.length} screenshots in docs/ (${((performance.now() - began) / 1_000).toFixed(0)} s): ${files.join(', ')}`,
      )
    } finally {
      await browser.close()
      await devnet.stop()
    }
    return
  }
  const production = await serveProduction()
  const browser = await chromium.launch(config.use?.launchOptions)
  const written: string[] = []
  // Without Sign-In with Ethereum (`npm start` has it): its step keeps the
  // connect dialog open after connecting, over the states shot next.
  const app = `${devnet.url}/?siwe=off`
  try {
    const wallet = await buildInjectScript({
      chains: [
        ...devnet.chains.map(({ id, name }) => ({
          id,
          name,
          rpcUrl: `${devnet.url}/devnet/rpc/${id}`,
        })),
        // A chain the wallet knows and Latch does not offer.
        {
          id: 31_337,
          name: 'Elsewhere',
          rpcUrl: `${devnet.url}/devnet/rpc/13370`,
        },
      ],
      eip6963: [{ name: 'Test Wallet', rdns: 'dev.latch.testwallet' }],
      persist: true,
    })
    const open = async (url: string, withWallet = true) => {
      const page = await newPage(browser)
      if (withWallet) await page.addInitScript({ content: wallet })
      await page.goto(url)
      return page
    }
    const shoot = async (page: Page, name: string, fullPage = false) => {
      written.push(...(await shootVariants(page, name, fullPage)))
      await page.close()
    }

    // The connect dialog, the last used wallet marked Recent.
    let page = await open(app)
    await connect(page)
    await page.getByRole('banner').getByRole('button').click()
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page.getByRole('button', { name: 'Test Wallet Recent' }).waitFor()
    await shoot(page, 'connect-dialog')

    // Waiting for the wallet, then its rejection.
    page = await open(app)
    await control(page, (c) =>
      c.hold({ method: ['wallet_requestPermissions', 'eth_requestAccounts'] }),
    )
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page.getByRole('button', { name: /^Test Wallet/ }).click()
    await page.getByRole('button', { name: 'Cancel' }).waitFor()
    await shoot(page, 'connect-confirm')
    page = await open(app)
    await control(page, (c) =>
      c.rejectNext({ method: 'wallet_requestPermissions' }),
    )
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page.getByRole('button', { name: /^Test Wallet/ }).click()
    await page.getByRole('button', { name: 'Try again' }).waitFor()
    await shoot(page, 'connect-rejected')

    // WalletConnect: the QR code Latch draws from the pairing URI (the
    // devnet's own relay answers).
    page = await newPage(browser)
    await page.goto(app)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page.getByRole('button', { name: /^WalletConnect/ }).click()
    await page
      .getByRole('img', { name: 'WalletConnect QR code' })
      .waitFor({ timeout: 30_000 })
    await shoot(page, 'walletconnect-qr')

    // Production, no wallet: not installed, not configured.
    page = await open(production.url, false)
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    await page.getByRole('button', { name: /^Browser wallet/ }).click()
    await shoot(page, 'connect-not-installed')

    // Restoring a session: a reload shows the stored account at once, before
    // the wallet confirms it (it holds its answer to `eth_accounts`).
    page = await open(app)
    await connect(page)
    await page.addInitScript(() => {
      const wallet = (window as DevWalletGlobals).__latchDevWallet
      wallet?.hold({ method: 'eth_accounts' })
    })
    await page.reload()
    await page
      .getByRole('banner')
      .getByRole('button', { name: /alice\.eth/ })
      .waitFor()
    await expectHeld(page, 'eth_accounts')
    await shoot(page, 'restoring-session')

    // The account dialog, with the copy confirmation.
    page = await open(app)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await connect(page)
    await page.getByRole('banner').getByRole('button').click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByText(/\d ETH/).waitFor()
    await account.getByRole('button', { name: 'Copy address' }).click()
    await account.getByText('Address copied.').waitFor()
    await shoot(page, 'account-dialog')

    // Connected: the network switching, then the dashboard's errors.
    page = await open(app)
    await connect(page)
    await control(page, (c) => c.hold({ method: 'wallet_switchEthereumChain' }))
    await page.getByRole('button', { name: /^Latch Devnet 2/ }).click()
    await page.getByText(/^Switching to Latch Devnet 2/).waitFor()
    await shoot(page, 'network-switching')

    page = await open(app)
    await connect(page)
    await control(page, (c) => {
      c.switchChain(31_337)
      c.rejectNext({ method: 'wallet_switchEthereumChain' })
    })
    await page.getByRole('button', { name: 'Switch to Latch Devnet' }).click()
    await page.getByText('You rejected the request in your wallet.').waitFor()
    await shoot(page, 'unsupported-network')

    page = await open(app)
    await connect(page)
    await control(page, (c) => c.rejectNext({ method: 'personal_sign' }))
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello, Latch')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await page.getByText('You rejected the request in your wallet.').waitFor()
    await page
      .getByRole('textbox', { name: 'Token address' })
      .fill('0xA513E6E4b8f2a923D98304ec87F64353C4D5C853')
    await page.getByRole('textbox', { name: 'Decimals' }).fill('40')
    await page.getByRole('button', { name: 'Add to wallet' }).click()
    await shoot(page, 'dashboard-errors', true)

    page = await open(app)
    await connect(page)
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello, Latch')
    await page.getByRole('button', { name: 'Sign message' }).click()
    await page.getByText(/The signature verifies/).waitFor()
    await page.getByRole('button', { name: 'Fill in LATCH' }).click()
    await page.getByRole('button', { name: 'Add to wallet' }).click()
    await page.getByText('LATCH was added to your wallet.').waitFor()
    await shoot(page, 'dashboard-signed', true)

    written.push(...(await shootLanguages(browser, devnet)))
  } finally {
    await browser.close()
    await production.close()
    await devnet.stop()
  }
  for (const [from, to] of Object.entries(docsShots))
    copyFileSync(join(out, from), to)
  const seconds = ((performance.now() - began) / 1_000).toFixed(0)
  console.log(
    `${written.length} screenshots in ${out}/ (${seconds} s); docs: ${Object.values(docsShots).join(', ')}`,
  )
}

/**
 * The connect dialog and the account dialog in each of `languageShots`
 * (the language a visitor chose, stored as the Language control does), to
 * docs/<dialog>-<language>.png.
 */
async function shootLanguages(
  browser: Browser,
  devnet: { url: string; chains: readonly { id: number; name: string }[] },
) {
  const wallet = await buildInjectScript({
    chains: devnet.chains.map(({ id, name }) => ({
      id,
      name,
      rpcUrl: `${devnet.url}/devnet/rpc/${id}`,
    })),
    eip6963: [{ name: 'Test Wallet', rdns: 'dev.latch.testwallet' }],
    persist: true,
  })
  const files: string[] = []
  for (const language of languageShots) {
    const page = await newPage(browser)
    await page.addInitScript({ content: wallet })
    await page.addInitScript((language) => {
      localStorage.setItem('latch.language', language)
    }, language)
    await page.goto(`${devnet.url}/?siwe=off`)
    await page
      .locator(`html[lang="${language}"]`)
      .waitFor({ state: 'attached' })
    const still = async (name: string) => {
      await page.mouse.move(4, 4)
      await page.evaluate(() => document.fonts.ready)
      const file = `docs/${name}-${language}.png`
      await page.screenshot({ path: file, animations: 'disabled' })
      files.push(file)
    }
    await page.locator('.latch-connect-button button').click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Test Wallet/ })
      .waitFor()
    await still('connect-dialog')
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Test Wallet/ })
      .click()
    const account = page
      .getByRole('banner')
      .getByRole('button', { name: /alice\.eth/ })
    await account.waitFor()
    await account.click()
    await page.getByRole('dialog').getByText(/ETH/).waitFor()
    await still('account-dialog')
    await page.context().close()
  }
  return files
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  })
  return context.newPage()
}

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page.getByRole('button', { name: /^Test Wallet/ }).click()
  await page
    .getByRole('banner')
    .getByRole('button', { name: /alice\.eth/ })
    .waitFor()
}

function control(page: Page, fn: (control: Control) => void) {
  return page.evaluate(`(${fn.toString()})(window.__latchDevWallet)`)
}

/** Throws unless the wallet is holding a request of `method` unanswered. */
async function expectHeld(page: Page, method: string) {
  const held: string[] = await page.evaluate(() =>
    ((window as DevWalletGlobals).__latchDevWallet?.held() ?? []).map(
      (x) => x.method,
    ),
  )
  if (!held.includes(method))
    throw new Error(
      `the wallet answered ${method} before the shot (holding: ${held.join(', ') || 'nothing'})`,
    )
}

async function shootVariants(page: Page, name: string, fullPage: boolean) {
  const files: string[] = []
  // Nothing hovered: the pointer rests in the header's empty corner.
  await page.mouse.move(4, 4)
  for (const { scheme, width, height } of variants) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
    await page.setViewportSize({ width, height })
    await page.evaluate(() => document.fonts.ready)
    const file = join(out, `${name}-${scheme}-${width}.png`)
    await page.screenshot({ path: file, fullPage, animations: 'disabled' })
    files.push(file)
  }
  return files
}

async function serveProduction() {
  const outDir = 'dist/screenshots-production'
  await build({
    ...webVite,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  })
  const server = await preview({
    ...webVite,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  })
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
  if (!url) throw new Error('the production preview did not report its URL')
  return { url, close: () => server.close() }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
