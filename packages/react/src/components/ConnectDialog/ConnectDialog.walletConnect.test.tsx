import { metaMask, walletConnect, walletConnectLink } from '@latch/core'
import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { createConnector } from '@wagmi/core'
import { useState } from 'react'
import { UserRejectedRequestError } from 'viem'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { setupWallet } from '../../../test/setupWallet.tsx'
import { ConnectDialog } from './ConnectDialog.tsx'
import { appOpenTimeout } from './useAppOpened.ts'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

// How the stand-in's wallet answers a pairing it will not take.
let rejectPairing: ((error: Error) => void) | undefined
// When the stand-in's SDK has the pairing URI ready.
let uriGate: Promise<void> = Promise.resolve()

/**
 * A WalletConnect connector as far as the dialog can tell: it announces its
 * pairing URI (`display_uri`), then waits for a phone that never comes.
 */
const pairing = createConnector(
  (config) =>
    ({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'walletConnect',
      async setup() {},
      async connect() {
        // The URI comes when the test lets it (at once by default).
        uriGate.then(() =>
          setTimeout(() => {
            config.emitter.emit('message', { type: 'display_uri', data: uri })
          }, 10),
        )
        return new Promise((_, reject) => {
          rejectPairing = reject
        })
      },
      async disconnect() {},
      async getAccounts() {
        return []
      },
      async getChainId() {
        return 13_370
      },
      async getProvider() {
        return {}
      },
      async isAuthorized() {
        return false
      },
      onAccountsChanged() {},
      onChainChanged() {},
      onDisconnect() {},
    }) as never,
)

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const telegramAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 Telegram-Android/11.0.0 (Google Pixel 7; Android 14; SDK 34; AVERAGE)'

function emulateUserAgent(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent)
}

function emulateVisibility(state: 'hidden' | 'visible') {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state)
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

beforeEach(() => {
  rejectPairing = undefined
  uriGate = Promise.resolve()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.useRealTimers()
  localStorage.clear()
})

/** The dialog's own status line (the copy button has one too). */
function dialogStatus(dialog: HTMLElement) {
  return within(dialog).getAllByRole('status')[0]!.textContent
}

async function pickWalletConnect() {
  const setup = await setupWallet({ walletConnect: pairing })
  setup.render(<ConnectDialog open onClose={() => {}} />)
  const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet' })
  fireEvent.click(
    within(dialog).getByRole('button', { name: /^WalletConnect/ }),
  )
  return dialog
}

// Opens the dialog from the test, as a button would.
let setOpen: (open: boolean) => void = () => {}
function Harness() {
  const [open, set] = useState(false)
  setOpen = set
  return <ConnectDialog open={open} onClose={() => {}} />
}

/** A phone (no browser wallet) with MetaMask's app listed beside any WalletConnect wallet. */
async function openOnPhone(userAgent = iPhone) {
  emulateUserAgent(userAgent)
  const setup = await setupWallet({
    walletConnect: pairing,
    wallet: false,
    wallets: [metaMask(), walletConnect()],
  })
  setup.render(<Harness />)
  const dialog = screen.getByRole('dialog', { hidden: true })
  return { dialog, open: () => act(() => setOpen(true)) }
}

describe('ConnectDialog: WalletConnect', () => {
  test('desktop: a placeholder, then the QR code Latch draws from the pairing URI, with Copy link', async () => {
    const dialog = await pickWalletConnect()
    await waitFor(() =>
      expect(dialogStatus(dialog)).toBe('Preparing the QR code…'),
    )
    const qr = await within(dialog).findByRole('img', {
      name: 'WalletConnect QR code',
    })
    expect(qr.getAttribute('data-uri')).toBe(uri)
    expect(dialogStatus(dialog)).toBe(
      'Scan this code with a wallet app on your phone.',
    )

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(uri),
    )
    expect(within(dialog).getByText('✓ Link copied.')).toBeTruthy()
    // No WalletConnect modal: nothing outside the dialog.
    expect(document.querySelectorAll('dialog')).toHaveLength(1)
  })

  test('Cancel leaves the QR code for the list', async () => {
    const dialog = await pickWalletConnect()
    await within(dialog).findByRole('img', { name: 'WalletConnect QR code' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(within(dialog).queryByRole('img')).toBeNull())
    expect(
      within(dialog).getByRole('button', { name: /^WalletConnect/ }),
    ).toBeTruthy()
  })
})

describe('ConnectDialog on a phone', () => {
  test('no pairing before the dialog opens; then each wallet app is a link "Open {wallet}" with the live URI', async () => {
    const { dialog, open } = await openOnPhone()
    await new Promise((resolve) => setTimeout(resolve, 50))
    // Closed: nothing asked of WalletConnect, no link yet.
    expect(
      within(dialog).queryByRole('link', {
        hidden: true,
        name: 'Open MetaMask',
      }),
    ).toBeNull()
    let release = () => {}
    uriGate = new Promise((resolve) => {
      release = resolve
    })
    open()
    // While the pairing is made: the tile says so and is no link.
    await within(dialog).findByText('Preparing the link…')
    expect(
      within(dialog).queryByRole('link', { name: 'Open MetaMask' }),
    ).toBeNull()
    release()
    const link = await within(dialog).findByRole('link', {
      name: 'Open MetaMask',
    })
    expect(link.getAttribute('href')).toBe(
      walletConnectLink(metaMask().mobile, uri, 'ios'),
    )
    expect(new URL(link.getAttribute('href')!).searchParams.get('uri')).toBe(
      uri,
    )
    expect(link.hasAttribute('target')).toBe(false)
    // Any other wallet: the QR code of the same pairing, no second one.
    fireEvent.click(
      within(dialog).getByRole('button', { name: /^WalletConnect/ }),
    )
    expect(
      (
        await within(dialog).findByRole('img', {
          name: 'WalletConnect QR code',
        })
      ).getAttribute('data-uri'),
    ).toBe(uri)
  })

  test('the tap: "Confirm in MetaMask" with a link that reopens it; the app coming to the front keeps it so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { dialog, open } = await openOnPhone()
    open()
    const link = await within(dialog).findByRole('link', {
      name: 'Open MetaMask',
    })
    const clicked = new MouseEvent('click', { bubbles: true, cancelable: true })
    // The page stays (happy-dom does not follow the link): nothing in Latch prevents it.
    link.addEventListener('click', (event) => event.preventDefault(), {
      once: true,
    })
    act(() => {
      link.dispatchEvent(clicked)
    })
    expect(dialogStatus(dialog)).toBe('Confirm in MetaMask')
    expect(localStorage.getItem('latch.phoneWallet')).toBe(
      '{"v":1,"id":"metaMask"}',
    )
    const again = await within(dialog).findByRole('link', {
      name: 'Open MetaMask',
    })
    expect(again.getAttribute('href')).toBe(link.getAttribute('href'))
    emulateVisibility('hidden')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(appOpenTimeout + 100)
    })
    emulateVisibility('visible')
    expect(
      within(dialog).queryByRole('link', { name: 'Get MetaMask' }),
    ).toBeNull()
    expect(dialogStatus(dialog)).toBe('Confirm in MetaMask')
  })

  test('a tap that opened nothing: "Get MetaMask" (the App Store) and Try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { dialog, open } = await openOnPhone()
    open()
    const link = await within(dialog).findByRole('link', {
      name: 'Open MetaMask',
    })
    link.addEventListener('click', (event) => event.preventDefault(), {
      once: true,
    })
    act(() => {
      fireEvent.click(link)
    })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(appOpenTimeout - 200)
    })
    expect(
      within(dialog).queryByRole('link', { name: 'Get MetaMask' }),
    ).toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400)
    })
    expect(
      within(dialog)
        .getByRole('link', { name: 'Get MetaMask' })
        .getAttribute('href'),
    ).toBe(metaMask().install?.ios)
    expect(
      within(dialog).getByRole('button', { name: 'Try again' }),
    ).toBeTruthy()
  })

  test('a rejected pairing: "Rejected in MetaMask." and Try again makes a new one', async () => {
    const { dialog, open } = await openOnPhone()
    open()
    const link = await within(dialog).findByRole('link', {
      name: 'Open MetaMask',
    })
    link.addEventListener('click', (event) => event.preventDefault(), {
      once: true,
    })
    fireEvent.click(link)
    await waitFor(() => expect(rejectPairing).toBeDefined())
    act(() => {
      rejectPairing!(new UserRejectedRequestError(new Error('rejected')))
    })
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Rejected in MetaMask.',
    )
    rejectPairing = undefined
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await within(dialog).findByRole('link', { name: 'Open MetaMask' })
    expect(rejectPairing).toBeDefined()
  })

  test('in Telegram: links as new windows, and Copy link for the phone’s browser', async () => {
    const { dialog, open } = await openOnPhone(telegramAndroid)
    open()
    const link = await within(dialog).findByRole('link', {
      name: 'Open MetaMask',
    })
    // MetaMask takes the raw wc: URI on Android.
    expect(link.getAttribute('href')).toBe(uri)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(
      within(dialog).getByRole('button', { name: 'Copy link' }),
    ).toBeTruthy()
    // This page is http: (the test's), which no browser link takes out.
    expect(
      within(dialog).queryByRole('link', { name: 'Open in your browser' }),
    ).toBeNull()
  })
})
