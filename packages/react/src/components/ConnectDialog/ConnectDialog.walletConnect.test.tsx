import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { createConnector } from '@wagmi/core'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { setupWallet } from '../../../test/setupWallet.tsx'
import { deepLinkTimeout } from '../WalletConnectQrCode/useDeepLink.ts'
import { ConnectDialog } from './ConnectDialog.tsx'

// Navigation is the boundary: record the deep link instead of leaving.
const opened = vi.hoisted(() => [] as string[])
vi.mock('../WalletConnectQrCode/openDeepLink.ts', () => ({
  openDeepLink: (uri: string) => opened.push(uri),
}))

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

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
        setTimeout(() => {
          config.emitter.emit('message', { type: 'display_uri', data: uri })
        }, 10)
        return new Promise(() => {})
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

function emulateTouch(touch: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: touch && query === '(pointer: coarse)',
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  )
}

beforeEach(() => {
  opened.length = 0
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.useRealTimers()
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

describe('ConnectDialog: WalletConnect', () => {
  test('desktop: a placeholder, then the QR code Latch draws from the pairing URI, with Copy link', async () => {
    emulateTouch(false)
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
    expect(opened).toEqual([])

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(uri),
    )
    expect(within(dialog).getByText('✓ Link copied.')).toBeTruthy()
    // No WalletConnect modal: nothing outside the dialog.
    expect(document.querySelectorAll('dialog')).toHaveLength(1)
  })

  test('Cancel leaves the QR code for the list', async () => {
    emulateTouch(false)
    const dialog = await pickWalletConnect()
    await within(dialog).findByRole('img', { name: 'WalletConnect QR code' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(within(dialog).queryByRole('img')).toBeNull())
    expect(
      within(dialog).getByRole('button', { name: /^WalletConnect/ }),
    ).toBeTruthy()
  })

  test('touch: opens the wc: deep link, and says so while the app takes over', async () => {
    emulateTouch(true)
    const dialog = await pickWalletConnect()
    await waitFor(() => expect(opened).toEqual([uri]))
    expect(dialogStatus(dialog)).toBe('Opening your wallet app…')
    expect(within(dialog).queryByRole('img')).toBeNull()
    // The wallet app comes to the front: the page goes to the background.
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(dialogStatus(dialog)).toBe(
      'Approve the connection in your wallet app, then come back.',
    )
  })

  test('touch: no app took over within the timeout, so the QR code appears', async () => {
    emulateTouch(true)
    // Fake timers that still run on their own, so the setup's awaits resolve.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const dialog = await pickWalletConnect()
    await waitFor(() => expect(opened).toEqual([uri]))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(deepLinkTimeout - 100)
    })
    expect(within(dialog).queryByRole('img')).toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200)
    })
    expect(
      within(dialog)
        .getByRole('img', { name: 'WalletConnect QR code' })
        .getAttribute('data-uri'),
    ).toBe(uri)
    expect(dialogStatus(dialog)).toBe(
      'No wallet app opened. Scan the code with another device, or copy the link.',
    )
  })
})
