import type { DevWalletInfo } from '@latch/devnet'
import { devAccount, devnetContracts } from '@latch/devnet'
import { setPrimaryName } from '@latch/testing'
import type { Page } from '@playwright/test'
import { type Address, createPublicClient, http } from 'viem'
import { getEnsName } from 'viem/actions'
import { firstChainRpcUrl } from './firstChainRpcUrl.ts'
import { expect, test } from './fixtures.ts'
import { injectWallet, testWallet, walletControl } from './wallet.ts'

// Whatever a wallet announces (EIP-6963 name, icon, rdns) or a visitor is
// handed to type (a token symbol) is text: no payload runs, nothing outside
// the element it is shown in changes, and an icon is an <img> of a data:image
// URI or nothing at all.

/** Every payload sets this if it ever runs. */
const pwn = 'window.__pwned=1'

const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
const svgWithScript = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" onload="parent.${pwn}"><script>parent.${pwn}</script><rect width="32" height="32"/></svg>`,
)}`

/** Hostile names, each under an rdns of proper form. */
const names = [
  `<img src=x onerror="${pwn}">`,
  `<script>${pwn}</script>`,
  `<svg onload="${pwn}">`,
  `javascript:${pwn}`,
  `"><iframe srcdoc="<script>parent.${pwn}</script>">`,
  '\u202Etellaw eht si siht\u202C',
  `Bidi\u202E override with no end`,
  'W'.repeat(5_000),
]

/** How each name is shown: cut after 39 characters, with an ellipsis. */
function cutName(name: string) {
  const characters = Array.from(name)
  return characters.length > 40 ? `${characters.slice(0, 39).join('')}…` : name
}

/** Icons of an image type, rendered as the option's <img>. */
const icons = [
  png,
  svgWithScript,
  `data:image/svg+xml;charset=utf-8;x=1,<svg onload="${pwn}"/>`,
]

/**
 * Announcements that are not as EIP-6963 has them (an icon that is not an
 * image data URI, an rdns not in reverse-DNS form, a uuid not a v4 UUID):
 * ignored, no option.
 */
const ignored: Partial<DevWalletInfo>[] = [
  ...[
    `javascript:${pwn}`,
    `data:text/html,<script>${pwn}</script>`,
    'https://wallet.invalid/icon.png',
    ' data:image/png;base64,AAAA',
    'data:application/javascript,alert(1)',
    'DATA:IMAGE/PNG;base64,AAAA',
    `data:image/x-icon,${pwn}`,
  ].map((icon) => ({ icon: icon as `data:${string}` })),
  ...[`<img src=x onerror="${pwn}">`, `javascript:${pwn}`, 'a"b\'c<d>e'].map(
    (rdns) => ({ rdns }),
  ),
  { uuid: `<img src=x onerror="${pwn}">` },
].map((fields, index) => ({
  name: `Ignored ${index}`,
  rdns: `test.hostile.ignored${index}`,
  icon: png as `data:${string}`,
  ...fields,
}))

function hostileWallets(): Partial<DevWalletInfo>[] {
  return [
    ...names.map((name, index) => ({
      name,
      rdns: `test.hostile.name${index}`,
      icon: png as `data:${string}`,
    })),
    ...icons.map((icon, index) => ({
      name: `Icon ${index}`,
      rdns: `test.hostile.icon${index}`,
      icon: icon as `data:${string}`,
    })),
  ]
}

/** The account's primary name as viem reads it from the devnet's own ENS. */
function lookUpName(rpcUrl: string, address: Address) {
  return getEnsName(createPublicClient({ transport: http(rpcUrl) }), {
    address,
    universalResolverAddress: devnetContracts.ensUniversalResolver,
  })
}

/**
 * The devnet's Send form, a chunk of its own, is on the page: what lies
 * outside the account's parts is whole, to compare with a baseline.
 */
async function expectSendForm(page: Page) {
  await expect(
    page.getByRole('textbox', { name: 'Recipient', exact: true }),
  ).toBeVisible()
  // Whole: its line on who pays the gas comes once the wallet has said what
  // it can do (the test wallet here has no paymasterService).
  await expect(page.getByText('You pay the gas')).toBeVisible()
}

/** Opens the app and connects the injected test wallet from the dialog. */
async function connectTestWallet(page: Page, appUrl: string) {
  await page.goto(appUrl)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: new RegExp(`^${testWallet.name}`) })
    .click()
  await expect(page.locator('html')).toHaveAttribute(
    'data-wallet-status',
    'connected',
  )
}

function pwned(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __pwned?: unknown }).__pwned ?? null,
  )
}

test('hostile EIP-6963 names, icons and rdns render as inert text', async ({
  page,
  appUrl,
}) => {
  const wallets = hostileWallets()
  await injectWallet(page, appUrl, {
    eip6963: [testWallet, ...wallets, ...ignored],
  })
  await page.goto(appUrl)
  await expect(
    page.getByRole('button', { name: 'Connect wallet' }),
  ).toBeVisible()
  // The page as it settles: the home page's one-wallet button (its own
  // chunk) is in before the baseline is taken.
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Dev wallet' }),
  ).toBeVisible()
  const before = await outside(page)

  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
  await expect(dialog.getByRole('button', { name: /^Icon 2/ })).toBeVisible()

  const options = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-option-id]')].map(
      (option) => ({
        id: option.dataset.optionId ?? '',
        name: option.querySelector('span > span > bdi')?.textContent ?? '',
        bidi: (() => {
          const name = option.querySelector('span > span > bdi')
          return name ? getComputedStyle(name).unicodeBidi : ''
        })(),
        height: option.getBoundingClientRect().height,
        images: [...option.querySelectorAll('img')].map(
          (img) => img.getAttribute('src') ?? '',
        ),
        tags: [
          ...new Set([...option.querySelectorAll('*')].map((x) => x.localName)),
        ],
        inside: (() => {
          const box = option.getBoundingClientRect()
          const frame = option
            .closest('dialog, [role="dialog"]')
            ?.getBoundingClientRect()
          return (
            !!frame &&
            box.left >= frame.left - 1 &&
            box.right <= frame.right + 1
          )
        })(),
      }),
    ),
  )
  const byId = new Map(options.map((option) => [option.id, option]))

  // Each name is the option's text, exactly (cut when long), isolated; each
  // rdns its id, as a value.
  wallets.forEach((wallet) => {
    const option = byId.get(wallet.rdns!)
    expect(option, `option for ${wallet.rdns}`).toBeDefined()
    expect(option!.name).toBe(cutName(wallet.name!))
    expect(option!.bidi).toBe('isolate')
    // Only what Latch renders: the icon, the text spans; no markup of theirs.
    for (const tag of option!.tags)
      expect(['img', 'svg', 'rect', 'circle', 'path', 'span', 'bdi']).toContain(
        tag,
      )
    expect(
      option!.inside,
      `${wallet.name!.slice(0, 40)} stays in the dialog`,
    ).toBe(true)
    // However long the name, the option stays a line or two.
    expect(option!.height, wallet.name!.slice(0, 40)).toBeLessThan(120)
  })
  // The long name whole, for assistive technology and as the tooltip.
  const long = dialog.locator('[data-option-id="test.hostile.name7"]')
  await expect(long).toHaveAccessibleDescription(
    `${names[7]} Installed in this browser`,
  )
  await expect(long).toHaveAttribute('title', `\u2068${names[7]}\u2069`)
  // An icon is rendered as given: a data:image URI of an image type.
  icons.forEach((icon, index) => {
    const option = byId.get(`test.hostile.icon${index}`)!
    expect(option.images, icon.slice(0, 40)).toEqual([icon])
  })
  // Not as EIP-6963 has it: no option.
  const ids = options.map((option) => option.id)
  for (const wallet of ignored) expect(ids).not.toContain(wallet.rdns)
  expect(ids.filter((id) => id.startsWith('test.hostile.'))).toEqual(
    wallets.map((wallet) => wallet.rdns),
  )
  for (const option of options)
    for (const src of option.images)
      expect(src).toMatch(/^data:image\/(png|jpeg|webp|gif|svg\+xml)[;,]/)

  // The hostile wallet's name in the states that show it: confirming, failed.
  const [first] = wallets
  await page.evaluate((rdns) => {
    const controls = (
      window as unknown as {
        __latchDevWallets: Record<
          string,
          {
            hold: (match: { method: string }) => void
            rejectNext: (match: { method: string }) => void
            release: () => void
          }
        >
      }
    ).__latchDevWallets
    controls[rdns]!.hold({ method: 'wallet_requestPermissions' })
    controls[rdns]!.rejectNext({ method: 'wallet_requestPermissions' })
  }, first!.rdns!)
  await dialog.locator(`[data-option-id="${cssString(first!.rdns!)}"]`).click()
  await expect(dialog.getByRole('status')).toHaveText(
    `Confirm in ${first!.name}`,
  )
  await page.evaluate((rdns) => {
    ;(
      window as unknown as {
        __latchDevWallets: Record<string, { release: () => void }>
      }
    ).__latchDevWallets[rdns]!.release()
  }, first!.rdns!)
  await expect(dialog.getByRole('alert')).toHaveText(
    'You rejected the request in your wallet.',
  )
  await expect(dialog).toContainText(first!.name!)
  expect(
    await dialog.evaluate(
      (element) => element.querySelectorAll('script, iframe').length,
    ),
  ).toBe(0)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect.poll(() => outside(page)).toEqual(before)
  expect(await pwned(page)).toBeNull()
})

test('look-alike wallets each show their rdns; impostors announcing the test wallet’s or the Dev wallet’s rdns first are listed beside them, each marked, and the real one connects', async ({
  page,
  appUrl,
}) => {
  const lookAlikes = [
    { name: 'Meta\u202EksaM', rdns: 'com.example.reversed' },
    // Greek capital Mu, Cyrillic e, a, dze.
    {
      name: '\u039C\u0435t\u0430\u039C\u0430\u0455k',
      rdns: 'com.example.greek',
    },
    { name: 'MetaMask', rdns: 'io.metamask' },
  ]
  await injectWallet(page, appUrl, {
    // The impostor is `window.ethereum` and announces first.
    eip6963: [
      { name: testWallet.name, rdns: testWallet.rdns },
      testWallet,
      ...lookAlikes,
      { name: 'Dev wallet', rdns: 'dev.latch.devwallet' },
    ],
  })
  await page.goto(appUrl)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })

  // Three names that render alike, each told apart by its rdns, visibly and
  // in its accessible name.
  for (const { rdns } of lookAlikes) {
    const option = dialog.locator(`[data-option-id="${rdns}"]`)
    await expect(
      option.locator('.latch-connect-dialog__option-rdns'),
    ).toHaveText(rdns)
    await expect(option).toBeVisible()
  }
  await expect(
    dialog.getByRole('button', { name: /^MetaMask io\.metamask/ }),
  ).toBeVisible()
  const seen = await dialog
    .locator(
      lookAlikes.map(({ rdns }) => `[data-option-id="${rdns}"]`).join(', '),
    )
    .evaluateAll((options) =>
      // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, what a visitor sees
      options.map((x) => (x as HTMLElement).innerText),
    )
  expect(seen).toHaveLength(3)
  expect(new Set(seen).size).toBe(3)

  // The devnet app's own Dev wallet, and an impostor under its rdns that
  // announced itself first: both listed, both marked.
  await expect(
    dialog.getByRole('button', {
      name: /^Dev wallet More than one wallet claims dev\.latch\.devwallet/,
    }),
  ).toHaveCount(2)

  // Two wallets claim the test wallet's rdns: both offered, both marked.
  const claims = dialog.getByRole('button', {
    name: new RegExp(
      `^${testWallet.name} More than one wallet claims ${testWallet.rdns.replaceAll('.', '\\.')}`,
    ),
  })
  await expect(claims).toHaveCount(2)
  // The one announced second is the test wallet: it is there, and connects;
  // the impostor (announced first, `window.ethereum`) is never asked.
  await claims.nth(1).click()
  await expect(page.locator('html')).toHaveAttribute(
    'data-wallet-status',
    'connected',
  )
  const impostorAsked = await walletControl(page, (c) => [
    ...c.requests({ method: 'eth_requestAccounts' }),
    ...c.requests({ method: 'wallet_requestPermissions' }),
  ])
  expect(impostorAsked).toEqual([])
})

test('a hostile token symbol is text in the form and in the wallet answer', async ({
  page,
  appUrl,
}) => {
  await injectWallet(page, appUrl)
  await connectTestWallet(page, appUrl)
  const address = page.getByRole('textbox', { name: 'Token address' })
  const symbol = page.getByRole('textbox', { name: 'Symbol' })
  const form = page.locator('section', { has: address })
  // The header settles (the ENS name arrives) before it is compared.
  await expect(page.locator('header')).toContainText('alice.eth')
  const header = await page.locator('header').textContent()
  const markup = () =>
    form.evaluate((element) => ({
      injected: element.querySelectorAll('script, iframe, b, svg[onload]')
        .length,
      // The demo token suggestion's own image; no other.
      images: element.querySelectorAll('img').length,
    }))
  const clean = await markup()
  expect(clean.injected).toBe(0)

  // Within EIP-747's 11 characters, each one tried.
  const symbols = [
    '<b>pwn</b>',
    '<svg/onload',
    '"><img src',
    'javascript:',
    '\u202Ekcab',
    '{{7*7}}',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload
    '${7*7}',
  ]
  for (const [index, text] of symbols.entries()) {
    await address.fill(devnetContracts.demoToken)
    await symbol.fill(text)
    await expect(symbol).toHaveValue(text)
    await form.getByRole('button', { name: 'Add to wallet' }).click()
    const status = form.getByRole('status')
    await expect(status).toContainText(text)
    // A bidi override in the symbol reorders only the symbol.
    if (text.includes('\u202E'))
      await expect(status).toHaveText(
        `✓ \u2068${text}\u2069 was added to your wallet.`,
      )
    const watched = await walletControl(page, (c) =>
      c.requests({ method: 'wallet_watchAsset' }),
    )
    expect(watched).toHaveLength(index + 1)
    expect(await markup()).toEqual(clean)
  }
  expect(await page.locator('header').textContent()).toBe(header)
  expect(await pwned(page)).toBeNull()
})

// ENS names are chosen by whoever owns a name, and the app shows them: on
// the devnet's own ENS, an account (anvil's account 7 or 9, used by no other
// test) takes each name as its primary name, both ways, since the lookup
// checks that the name points back at the account. Labels hold no dot: a dot
// separates labels. None of these is its own ENSIP-15 normalisation, or it is
// too long: the app shows the address alone.
const hostileEnsLabels = [
  '<img src=x onerror=__pwned=1>',
  '<script>__pwned=1</script>',
  'javascript:__pwned=1',
  `"><iframe srcdoc="<script>parent['__pwned']=1</script>">`,
  '\u202Eteg-ot-kcab',
  // The issue's: `0xd8dA…6045\u202E.eth` read as `0xd8dA…6045hte.`
  '0xd8dA…6045\u202E',
  'ali\u200Bce',
  // A Cyrillic `а` among Latin letters.
  'p\u0430ypal',
  // Normalised, but the name (258 characters) is over the cap.
  'w'.repeat(250),
]
// Their avatar records (chain-returned text too), and the <img> source Latch
// may show for each: only a data:image URI, where a script is inert. viem
// drops some upstream (javascript:, bare HTML), base64-encodes a raw <svg>,
// and passes a base64 data: URI of any type, which Latch drops. (An http(s)
// record is left out: viem probes it with fetch and an Image, which the CSP
// blocks here. Latch resolves such a record only once the visitor has acted:
// getAccountAvatar.integration.test.ts.)
const svg = `<svg xmlns="http://www.w3.org/2000/svg" onload="${pwn}"><script>${pwn}</script><rect width="8" height="8"/></svg>`
const hostileAvatars: [avatar: string | undefined, shown: string | null][] = [
  [`javascript:${pwn}`, null],
  [
    `data:text/html;base64,${Buffer.from(`<script>${pwn}</script>`).toString('base64')}`,
    null,
  ],
  [
    `data:image/svg+xml,${svg}`,
    `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  ],
  // An attribute break-out attempt inside an image URI (in its fragment, so
  // the image still loads): the whole string stays the src value.
  [`${png}#" onerror="${pwn}`, `${png}#" onerror="${pwn}`],
  [`"><script>${pwn}</script>`, null],
  [undefined, null],
]

// Bob owns bob.eth and sends every record under it: two tests sending from
// one account at once race for its nonce in anvil ("replacement transaction
// underpriced"), so these run one after the other.
test.describe('names under bob.eth', () => {
  test.describe.configure({ mode: 'serial' })

  test('ENS names that could lie (bidi overrides, invisible characters, mixed scripts, markup, too long) are never shown: the address alone', async ({
    page,
    appUrl,
  }) => {
    test.setTimeout(120_000)
    const account = devAccount(7).address
    const rpcUrl = firstChainRpcUrl()
    await page.addInitScript(() => localStorage.removeItem('wagmi.cache'))
    await injectWallet(page, appUrl, { accountIndex: 7 })
    const short = `${account.slice(0, 6)}…${account.slice(-4)}`

    let baseline: Awaited<ReturnType<typeof outside>> | undefined
    for (const [index, label] of hostileEnsLabels.entries()) {
      const name = await setPrimaryName({ rpcUrl, account, label })
      // viem hands the name over exactly as the chain holds it.
      expect(await lookUpName(rpcUrl, account)).toBe(name)
      if (index === 0) await connectTestWallet(page, appUrl)
      else await page.reload()
      await expect(page.locator('html')).toHaveAttribute(
        'data-wallet-status',
        'connected',
      )
      // The lookup (and the normaliser, for a name that is not plain) settle.
      await page.waitForLoadState('networkidle')
      const button = page.locator('header button[aria-haspopup="dialog"]')
      await expect(button, label.slice(0, 40)).toHaveAttribute('title', account)
      await expect(button.locator('.latch-account-button__name')).toHaveText(
        short,
      )
      await expectSendForm(page)
      baseline ??= await outside(page, accountUnderTest)
      expect(await outside(page, accountUnderTest)).toEqual(baseline)

      await button.click()
      const dialog = page.getByRole('dialog', { name: 'Account' })
      await expect(dialog).toContainText(account)
      await expect(
        dialog.locator('.latch-account-dialog__ens-name'),
      ).toHaveCount(0)
      expect(await page.locator('body').textContent()).not.toContain(
        label.slice(0, 12),
      )
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      expect(await pwned(page)).toBeNull()
    }
  })

  test('normalised ENS names are inert text in the account button and dialog, each isolated; their avatar records are shown only as data:image', async ({
    page,
    appUrl,
  }) => {
    test.setTimeout(120_000)
    const account = devAccount(9).address
    const rpcUrl = firstChainRpcUrl()
    // Each page load looks the name up afresh (no name cached from before).
    await page.addInitScript(() => localStorage.removeItem('wagmi.cache'))
    await injectWallet(page, appUrl, { accountIndex: 9 })

    let baseline: Awaited<ReturnType<typeof outside>> | undefined
    for (const [index, [avatar, avatarShown]] of hostileAvatars.entries()) {
      // Plain names, and ones that wait for the lazily loaded normaliser.
      const label = index % 2 ? `avatar-${index}` : `ñandú-${index}`
      const name = await setPrimaryName({ rpcUrl, account, label, avatar })
      // viem hands the name over exactly as the chain holds it.
      expect(await lookUpName(rpcUrl, account)).toBe(name)
      if (index === 0) await connectTestWallet(page, appUrl)
      else await page.reload()
      await expect(page.locator('html')).toHaveAttribute(
        'data-wallet-status',
        'connected',
      )
      const button = page.locator('header button[aria-haspopup="dialog"]')
      await expect(button).toHaveAttribute(
        'title',
        `\u2068${name}\u2069 (\u2068${account}\u2069)`,
      )
      const shown = await shownName(button, name)
      expect(shown, label.slice(0, 40)).toEqual({
        found: true,
        children: 0,
        bidi: 'isolate',
        inside: true,
      })
      await expect(button).toContainText('Latch Devnet')
      await expectSendForm(page)
      baseline ??= await outside(page, accountUnderTest)
      expect(await outside(page, accountUnderTest)).toEqual(baseline)

      await button.click()
      const dialog = page.getByRole('dialog', { name: 'Account' })
      await expect(dialog).toContainText(account)
      expect(await shownName(dialog, name), label.slice(0, 40)).toEqual({
        found: true,
        children: 0,
        bidi: 'isolate',
        inside: true,
      })
      // The avatar <img> shows a data:image record as given, and nothing else
      // (the closed connect dialog's wallet icons are not the account's).
      const images = () =>
        page
          .locator(
            'header button[aria-haspopup="dialog"] img, dialog[open] img',
          )
          .evaluateAll((list) => list.map((img) => img.getAttribute('src')))
      if (avatarShown)
        await expect.poll(images).toEqual([avatarShown, avatarShown])
      else {
        // The lookup settles (it is asked once per name) before nothing is proven.
        await page.waitForLoadState('networkidle')
        expect(await images(), String(avatar).slice(0, 40)).toEqual([])
      }
      // A name is never a link target.
      expect(
        await page
          .locator('[href*="javascript:" i], [src*="javascript:" i]')
          .count(),
      ).toBe(0)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect.poll(() => outside(page, accountUnderTest)).toEqual(baseline)
      expect(await pwned(page)).toBeNull()
    }

    // The longest name shown (255 characters): it pushes nothing out of view,
    // neither the network badge in the header nor the address and
    // Disconnect in the dialog.
    const longest = await setPrimaryName({
      rpcUrl,
      account,
      label: 'w'.repeat(247),
    })
    expect(longest).toHaveLength(255)
    await page.reload()
    const button = page.locator('header button[aria-haspopup="dialog"]')
    await expect(button.locator('bdi').first()).toHaveText(longest)
    await expect(button).toContainText('Latch Devnet')
    await expectSendForm(page)
    expect(await outside(page, accountUnderTest)).toEqual(baseline)
    for (const part of [
      button,
      button.locator('.latch-account-button__network'),
    ])
      await expect(part).toBeInViewport({ ratio: 1 })
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Account' })
    await expect(dialog.locator('bdi', { hasText: longest })).toHaveCount(1)
    for (const part of [
      dialog.getByText(account),
      dialog.getByRole('button', { name: 'Copy address' }),
      dialog.getByRole('button', { name: 'Disconnect' }),
    ])
      await expect(part).toBeInViewport({ ratio: 1 })
  })

  test('an ENS name too long to DNS-encode never reaches the page: the address stands in', async ({
    page,
    appUrl,
  }) => {
    const account = devAccount(8).address
    const rpcUrl = firstChainRpcUrl()
    await setPrimaryName({ rpcUrl, account, label: 'W'.repeat(256) })
    // The universal resolver cannot encode a 256-byte label (DNSEncodingFailed),
    // as ENS's own cannot: the lookup fails upstream, no name comes back.
    await expect(lookUpName(rpcUrl, account)).rejects.toThrow(
      /DNSEncodingFailed/,
    )

    await injectWallet(page, appUrl, { accountIndex: 8 })
    await connectTestWallet(page, appUrl)
    const button = page.locator('header button[aria-haspopup="dialog"]')
    await expect(button).toHaveAttribute('title', account)
    await expect(button).toContainText(
      `${account.slice(0, 6)}…${account.slice(-4)}`,
    )
    await expect(button).not.toContainText('WWWW')
  })
})

/**
 * Where `name` is shown inside `container`: an element whose text is the
 * name exactly, with no markup of its own, bidi-isolated, inside the page's
 * width and its dialog's box.
 */
function shownName(container: ReturnType<Page['locator']>, name: string) {
  return container.evaluate((root, name) => {
    const element = [...root.querySelectorAll('bdi')].find(
      (x) => x.textContent === name,
    )
    if (!element) return { found: false }
    const box = element.getBoundingClientRect()
    const dialog = element.closest('dialog, [role="dialog"]')
    const frame = dialog
      ? dialog.getBoundingClientRect()
      : { left: 0, right: window.innerWidth }
    return {
      found: true,
      children: element.children.length,
      bidi: getComputedStyle(element).unicodeBidi,
      inside:
        box.left >= frame.left - 1 &&
        box.right <= frame.right + 1 &&
        document.documentElement.scrollWidth <= window.innerWidth,
    }
  }, name)
}

/**
 * The page outside the elements under test (`underTest`, a selector; every
 * dialog too: the connect dialog is kept, closed, in the header): it must
 * never change.
 */
function outside(page: Page, underTest = dialogs) {
  return page.evaluate((underTest) => {
    const copy = document.body.cloneNode(true) as HTMLElement
    for (const x of copy.querySelectorAll(underTest)) x.remove()
    // Announcements come and go ("Connected with …" after a click).
    for (const x of copy.querySelectorAll('[role="status"]')) x.textContent = ''
    return {
      bodyChildren: document.body.children.length,
      title: document.title,
      url: location.href,
      scripts: document.scripts.length,
      frames: document.querySelectorAll('iframe, object, embed, frame').length,
      text: copy.textContent,
      elements: copy.querySelectorAll('*').length,
    }
  }, underTest)
}

/** Every dialog, native or by role. */
const dialogs = 'dialog, [role="dialog"]'

/** The account button and its dialog, under test. */
const accountUnderTest = `header button[aria-haspopup="dialog"], ${dialogs}`

/** A value for a CSS attribute selector in double quotes. */
function cssString(value: string) {
  return value.replace(/["\\]/g, '\\$&')
}
