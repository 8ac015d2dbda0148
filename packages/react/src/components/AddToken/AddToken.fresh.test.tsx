// A module graph of its own (`.fresh.`): Replaces a hook with `vi.mock`: a module graph shared with other files
// has the real one already.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setupWallet, testChain2 } from '../../../test/setupWallet.tsx'
import type { useWatchWalletAsset } from '../../hooks/useWatchWalletAsset.ts'
import { AddToken, type TokenSuggestion } from './AddToken.tsx'

// The dev wallet always adds the token; a wallet that answers `false`
// (declined without an error) is given here.
const fake = vi.hoisted(() => ({
  watch: undefined as ReturnType<typeof useWatchWalletAsset> | undefined,
}))
vi.mock('../../hooks/useWatchWalletAsset.ts', async (importOriginal) => {
  const real =
    await importOriginal<typeof import('../../hooks/useWatchWalletAsset.ts')>()
  return {
    ...real,
    useWatchWalletAsset() {
      const watch = real.useWatchWalletAsset()
      return fake.watch ?? watch
    },
  }
})

afterEach(() => {
  cleanup()
  fake.watch = undefined
})

const token = '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853'
const demo: TokenSuggestion = {
  chainId: 13_370,
  address: token,
  name: 'Latch Demo Token',
  symbol: 'LATCH',
  decimals: 18,
  image: 'data:image/svg+xml,%3Csvg%2F%3E',
}

async function renderForm(suggestions: TokenSuggestion[] = []) {
  const setup = await setupWallet({ connected: true })
  setup.render(<AddToken suggestions={suggestions} />)
  const box = (name: string) =>
    screen.getByRole('textbox', { name }) as HTMLInputElement
  const type = (name: string, value: string) => {
    fireEvent.change(box(name), { target: { value } })
    fireEvent.blur(box(name))
  }
  const texts = (role: 'status' | 'alert') =>
    screen.getAllByRole(role).map((x) => x.textContent)
  return { setup, box, type, texts }
}

describe('AddToken', () => {
  test('four textboxes, Decimals prefilled 18, and Add to wallet', async () => {
    const { box } = await renderForm()
    expect(box('Token address').value).toBe('')
    expect(box('Symbol').value).toBe('')
    expect(box('Decimals').value).toBe('18')
    expect(box('Image URL').value).toBe('')
    expect(screen.getByRole('button', { name: 'Add to wallet' })).toBeTruthy()
  })

  test('the address is checksummed when the field is left', async () => {
    const { box, type } = await renderForm()
    type('Token address', token.toLowerCase())
    expect(box('Token address').value).toBe(token)
    expect(box('Token address').getAttribute('aria-invalid')).toBeNull()
  })

  test('each invalid field says why when left, and is described by it', async () => {
    const { box, type, texts } = await renderForm()
    type('Token address', '0x1234')
    type('Symbol', 'TWELVECHARSX')
    type('Decimals', '37')
    type('Image URL', 'http://example.com/x.png')
    expect(texts('alert')).toEqual(
      expect.arrayContaining([
        'Enter a token address: 0x followed by 40 hexadecimal characters.',
        'Enter a symbol of 1 to 11 characters.',
        'Enter a whole number from 0 to 36.',
        'Use an address that starts with https:// or data:image/.',
      ]),
    )
    for (const name of ['Token address', 'Symbol', 'Decimals', 'Image URL']) {
      const input = box(name)
      expect(input.getAttribute('aria-invalid')).toBe('true')
      const [errorId] = input.getAttribute('aria-describedby')!.split(' ')
      expect(document.getElementById(errorId!)?.getAttribute('role')).toBe(
        'alert',
      )
    }
    type('Token address', '0xA513E6E4b8f2a923D98304ec87F64353C4D5C853')
    expect(texts('alert')).toContain(
      'The capitals in this address do not match its checksum: check it for a typo.',
    )
  })

  test('an invalid form is refused before the wallet is asked; focus goes to the first problem', async () => {
    const { setup, box, type } = await renderForm()
    type('Token address', token)
    fireEvent.click(screen.getByRole('button', { name: 'Add to wallet' }))
    expect(document.activeElement).toBe(box('Symbol'))
    expect(box('Symbol').getAttribute('aria-invalid')).toBe('true')
    expect(
      setup.wallet.control.requests({ method: 'wallet_watchAsset' }),
    ).toEqual([])
  })

  test('the demo token, on its chain, fills the form; Add to wallet asks the wallet and says it was added', async () => {
    const { setup, box, texts } = await renderForm([demo])
    setup.wallet.control.hold({ method: 'wallet_watchAsset' })
    fireEvent.click(screen.getByRole('button', { name: 'Fill in LATCH' }))
    expect(box('Token address').value).toBe(token)
    expect(box('Symbol').value).toBe('LATCH')
    expect(box('Decimals').value).toBe('18')
    expect(box('Image URL').value).toBe(demo.image)
    fireEvent.click(screen.getByRole('button', { name: 'Add to wallet' }))
    await waitFor(() =>
      expect(texts('status')).toContain('Confirm in Test Wallet.'),
    )
    setup.wallet.control.release()
    await waitFor(() =>
      expect(texts('status')).toContain('✓ LATCH was added to your wallet.'),
    )
    expect(setup.wallet.control.watchedAssets()).toEqual([
      {
        type: 'ERC20',
        options: {
          address: token,
          symbol: 'LATCH',
          decimals: 18,
          image: demo.image,
        },
      },
    ])
  })

  test('a suggestion shows only on its own chain', async () => {
    await renderForm([{ ...demo, chainId: testChain2.id }])
    expect(screen.queryByRole('button', { name: /^Fill in/ })).toBeNull()
  })

  test('a rejection is an alert from the error mapping', async () => {
    const { setup, texts } = await renderForm([demo])
    setup.wallet.control.rejectNext({ method: 'wallet_watchAsset' })
    fireEvent.click(screen.getByRole('button', { name: 'Fill in LATCH' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add to wallet' }))
    await waitFor(() =>
      expect(texts('alert')).toContain(
        'You rejected the request in your wallet.',
      ),
    )
  })

  test('a wallet without EIP-747: "does not support adding tokens"', async () => {
    const { setup, texts } = await renderForm([demo])
    setup.wallet.control.rejectNext({
      method: 'wallet_watchAsset',
      code: 4200,
      message: 'Method not supported',
    })
    fireEvent.click(screen.getByRole('button', { name: 'Fill in LATCH' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add to wallet' }))
    await waitFor(() =>
      expect(texts('alert')).toContain(
        'Your wallet does not support adding tokens.',
      ),
    )
  })

  test('a wallet that declines without an error: it did not add the token', async () => {
    const { texts } = await renderForm()
    fake.watch = {
      data: false,
      isPending: false,
      variables: { address: token, symbol: 'LATCH', decimals: 18 },
      mutate: () => {},
    } as never
    fireEvent.blur(screen.getByRole('textbox', { name: 'Symbol' }))
    await waitFor(() =>
      expect(texts('status')).toContain('Your wallet did not add LATCH.'),
    )
  })
})

describe('AddToken: a click on Add to wallet right after typing is not lost', () => {
  test('leaving a field for Add to wallet shows no error before the submit, which shows them all', async () => {
    const { box, texts } = await renderForm()
    const submit = screen.getByRole('button', { name: 'Add to wallet' })
    fireEvent.change(box('Decimals'), { target: { value: '40' } })
    fireEvent.blur(box('Decimals'), { relatedTarget: submit })
    expect(texts('alert').join('')).not.toContain('whole number')
    fireEvent.click(submit)
    expect(texts('alert')).toEqual(
      expect.arrayContaining([
        'Enter a whole number from 0 to 36.',
        'Enter a symbol of 1 to 11 characters.',
      ]),
    )
  })
})
