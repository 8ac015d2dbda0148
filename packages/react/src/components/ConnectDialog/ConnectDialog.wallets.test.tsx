import {
  coinbaseWallet,
  injectedWallets,
  metaMask,
  rainbow,
  type Wallet,
  walletConnect,
} from '@latch/core'
import { cleanup, screen, within } from '@testing-library/react'
import { injected } from '@wagmi/core'
import { afterEach, describe, expect, test } from 'vitest'
import { setupWallet, testWalletInfo } from '../../../test/setupWallet.tsx'
import { loadMessages } from '../../i18n/loadMessages.ts'
import { MessagesContext } from '../../i18n/MessagesContext.ts'
import { ConnectDialog } from './ConnectDialog.tsx'
import { installLink } from './installLink.ts'
import { ownDescription } from './ownDescription.ts'

afterEach(cleanup)

/** What assistive technology reads after a button's name. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')
}

const acme: Wallet = {
  id: 'acme',
  name: 'Acme Wallet',
  icon: '/assets/acme.svg',
  description: { en: 'Our own wallet', ja: '私たちのウォレット' },
  connector: async () => injected(),
}

const grouped = [
  { group: 'popular', wallets: [metaMask(), rainbow()] },
  { group: 'Ours', wallets: [acme] },
  {
    group: 'more',
    wallets: [injectedWallets(), coinbaseWallet(), walletConnect()],
  },
]

describe('ConnectDialog: a wallet list with groups', () => {
  test('one list per group under its heading, the installed wallets first; one button per wallet, its name first', async () => {
    const setup = await setupWallet({
      wallets: grouped,
      walletConnectProjectId: 'latch-test',
    })
    setup.render(<ConnectDialog open onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog', {
      name: 'Connect a wallet',
    })
    const groups = within(dialog)
      .getAllByRole('region')
      .map((region) => [
        within(region).getByRole('heading').textContent,
        within(region)
          .getAllByRole('button')
          .map((button) => button.dataset.optionId),
      ])
    expect(groups).toEqual([
      ['Installed', [testWalletInfo.rdns]],
      ['Popular', ['metaMask', 'rainbow']],
      ['Ours', ['acme']],
      ['More wallets', ['coinbaseWalletSDK', 'walletConnect']],
    ])
    const region = (name: string) =>
      within(dialog).getByRole('region', { name })
    expect(
      descriptionOf(
        within(region('Popular')).getByRole('button', { name: /^MetaMask/ }),
      ),
    ).toBe('Scan with MetaMask on your phone')
    // Coinbase Wallet's SDK, which Coinbase calls legacy: said to be the
    // older connection, under its own name.
    expect(
      descriptionOf(
        within(region('More wallets')).getByRole('button', {
          name: /^Coinbase Wallet/,
        }),
      ),
    ).toBe('Older Coinbase Wallet connection')
    expect(
      descriptionOf(
        within(region('Ours')).getByRole('button', { name: /^Acme Wallet/ }),
      ),
    ).toBe('Our own wallet')
    // Its icon, a URL a bundler made: shown.
    expect(region('Ours').querySelector('img')?.getAttribute('src')).toBe(
      '/assets/acme.svg',
    )
    // Fetched once the dialog shows, never while it waits hidden; a data URI
    // (nothing to fetch) shows at once.
    expect(region('Ours').querySelector('img')?.getAttribute('loading')).toBe(
      'lazy',
    )
    expect(
      region('Popular').querySelector('img')?.hasAttribute('loading'),
    ).toBe(false)
    // Where to get a wallet this browser did not announce; none for the
    // announced one or the dapp's own (no install links).
    expect(
      within(region('Popular'))
        .getByRole('link', { name: 'Get MetaMask' })
        .getAttribute('href'),
    ).toBe('https://metamask.io/download/')
    expect(within(region('Installed')).queryByRole('link')).toBeNull()
    expect(within(region('Ours')).queryByRole('link')).toBeNull()
  })

  test('a wallet’s own description in the visitor’s language; the group headings translated', async () => {
    const ja = await loadMessages('ja')
    const setup = await setupWallet({
      wallets: grouped,
      walletConnectProjectId: 'latch-test',
    })
    setup.render(
      <MessagesContext value={ja}>
        <ConnectDialog open onClose={() => {}} />
      </MessagesContext>,
    )
    const dialog = await screen.findByRole('dialog')
    expect(
      descriptionOf(
        within(dialog).getByRole('button', { name: /^Acme Wallet/ }),
      ),
    ).toBe('私たちのウォレット')
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((x) => x.textContent),
    ).toEqual([
      ja.connect.groups.installed,
      ja.connect.groups.popular,
      'Ours',
      ja.connect.groups.more,
    ])
  })

  test('a group named twice, or the browser wallet listed apart, is one heading', async () => {
    const setup = await setupWallet({
      wallet: false,
      wallets: [
        { group: 'installed', wallets: [injectedWallets()] },
        { group: 'popular', wallets: [metaMask()] },
        { group: 'installed', wallets: [acme] },
      ],
    })
    setup.render(<ConnectDialog open onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog')
    expect(
      within(dialog)
        .getAllByRole('region')
        .map((region) => [
          within(region).getByRole('heading').textContent,
          within(region)
            .getAllByRole('button')
            .map((button) => button.dataset.optionId),
        ]),
    ).toEqual([
      ['Installed', ['acme', 'injected']],
      ['Popular', ['metaMask']],
    ])
  })

  test('the default list stays one list without headings', async () => {
    const setup = await setupWallet()
    setup.render(<ConnectDialog open onClose={() => {}} />)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).queryAllByRole('heading', { level: 3 })).toEqual([])
    expect(within(dialog).getAllByRole('list')).toHaveLength(1)
  })
})

describe('ownDescription', () => {
  const texts = {
    en: 'Our wallet',
    pt: 'Nossa carteira',
    'pt-BR': 'Nossa carteira (BR)',
  }
  test('the language’s text, else its base language’s, else English', () => {
    expect(ownDescription(texts, 'pt-BR')).toBe('Nossa carteira (BR)')
    expect(ownDescription(texts, 'pt-PT')).toBe('Nossa carteira')
    expect(ownDescription(texts, 'ja')).toBe('Our wallet')
    expect(ownDescription({ fr: 'Notre portefeuille' }, 'ja')).toBe(
      'Notre portefeuille',
    )
    expect(ownDescription('One text', 'ja')).toBe('One text')
    expect(ownDescription(undefined, 'en')).toBeUndefined()
  })
})

describe('installLink', () => {
  const install = {
    chrome: 'https://chrome.example/x',
    firefox: 'https://firefox.example/x',
    ios: 'https://apps.apple.com/x',
    android: 'https://play.google.com/x',
    website: 'https://wallet.example/',
  }
  const chrome =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
  const edge = `${chrome} Edg/140.0`
  const firefox =
    'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'
  const safari =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15'
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
  const android =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36'

  test('the extension for this browser, the store on a phone, else the website', () => {
    expect(installLink(install, chrome, false)).toBe(install.chrome)
    // Edge installs from Chrome's store when the wallet has no Edge page.
    expect(installLink(install, edge, false)).toBe(install.chrome)
    expect(installLink(install, firefox, false)).toBe(install.firefox)
    expect(installLink(install, safari, false)).toBe(install.website)
    expect(installLink(install, iphone, true)).toBe(install.ios)
    expect(installLink(install, android, true)).toBe(install.android)
    expect(installLink({ website: install.website }, chrome, false)).toBe(
      install.website,
    )
    expect(installLink({}, chrome, false)).toBeUndefined()
  })
})
