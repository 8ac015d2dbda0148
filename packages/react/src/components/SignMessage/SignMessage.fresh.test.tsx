// A module graph of its own (`.fresh.`): Replaces a hook with `vi.mock`: a module graph shared with other files
// has the real one already.
import { NetworkUnavailableError } from '@latch/core'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { recoverMessageAddress } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setupWallet } from '../../../test/setupWallet.tsx'
import type { useSignWalletMessage } from '../../hooks/useSignWalletMessage.ts'
import { SignMessage } from './SignMessage.tsx'

// A wallet whose signature does not verify cannot be made from the dev
// wallet (it signs correctly): that state is given here.
const fake = vi.hoisted(() => ({
  sign: undefined as ReturnType<typeof useSignWalletMessage> | undefined,
}))
vi.mock('../../hooks/useSignWalletMessage.ts', async (importOriginal) => {
  const real =
    await importOriginal<typeof import('../../hooks/useSignWalletMessage.ts')>()
  return {
    ...real,
    useSignWalletMessage() {
      const sign = real.useSignWalletMessage()
      return fake.sign ?? sign
    },
  }
})

afterEach(() => {
  cleanup()
  fake.sign = undefined
})

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function renderSign() {
  const setup = await setupWallet({ connected: true })
  setup.render(<SignMessage />)
  const field = screen.getByRole('textbox', { name: 'Message' })
  const submit = screen.getByRole('button', { name: 'Sign message' })
  const texts = (role: 'status' | 'alert') =>
    screen.getAllByRole(role).map((x) => x.textContent)
  return { setup, field, submit, texts }
}

describe('SignMessage', () => {
  test('a message is required: the guard’s text, the field marked and focused, the wallet not asked', async () => {
    const { setup, field, submit, texts } = await renderSign()
    for (const value of ['', '   ']) {
      fireEvent.change(field, { target: { value } })
      fireEvent.click(submit)
      expect(texts('alert')).toContain('Enter a message to sign.')
      expect(field.getAttribute('aria-invalid')).toBe('true')
      expect(document.activeElement).toBe(field)
    }
    expect(setup.wallet.control.requests({ method: 'personal_sign' })).toEqual(
      [],
    )
    fireEvent.change(field, { target: { value: 'hello' } })
    expect(field.getAttribute('aria-invalid')).toBeNull()
    expect(texts('alert')).not.toContain('Enter a message to sign.')
  })

  test('signs: "Confirm…" while the wallet asks, then the signature, labelled, verified, copyable', async () => {
    const { setup, field, submit, texts } = await renderSign()
    setup.wallet.control.hold({ method: 'personal_sign' })
    fireEvent.change(field, { target: { value: 'Hello, Latch' } })
    fireEvent.click(submit)
    await waitFor(() =>
      expect(texts('status')).toContain(
        'Confirm the signature in Test Wallet.',
      ),
    )
    setup.wallet.control.release()
    const signature = (await screen.findByRole('textbox', {
      name: 'Signature',
    })) as HTMLTextAreaElement
    expect(signature.readOnly).toBe(true)
    expect(
      await recoverMessageAddress({
        message: 'Hello, Latch',
        signature: signature.value as `0x${string}`,
      }),
    ).toBe(alice)
    await waitFor(() =>
      expect(texts('status')).toContain(
        '✓ The signature verifies: it was made by 0xf39F…2266.',
      ),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Copy signature' }))
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(signature.value),
    )
  })

  test('a rejection is an alert from the error mapping, and no signature', async () => {
    const { setup, field, submit, texts } = await renderSign()
    setup.wallet.control.rejectNext({ method: 'personal_sign' })
    fireEvent.change(field, { target: { value: 'Hello' } })
    fireEvent.click(submit)
    await waitFor(() =>
      expect(texts('alert')).toContain(
        'You rejected the request in your wallet.',
      ),
    )
    expect(screen.queryByRole('textbox', { name: 'Signature' })).toBeNull()
  })

  test('a signature that does not verify is an alert', async () => {
    const { texts } = await renderSign()
    fake.sign = {
      data: { signature: '0xdead', valid: false, address: alice },
      isPending: false,
      mutate: () => {},
    } as never
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'x' },
    })
    await waitFor(() =>
      expect(texts('alert')).toContain(
        'The signature does not verify for this account.',
      ),
    )
    expect(texts('status').join('')).not.toContain('verifies')
  })

  test('a signature that could not be checked (no node answered) says so, politely, and is kept', async () => {
    const { texts } = await renderSign()
    fake.sign = {
      data: {
        signature: '0xdead',
        valid: undefined,
        verifyError: new NetworkUnavailableError({
          chain: { id: 13_370, name: 'Latch Devnet' },
        }),
        address: alice,
      },
      isPending: false,
      mutate: () => {},
    } as never
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'x' },
    })
    await waitFor(() =>
      expect(texts('status')).toContain(
        'Latch Devnet cannot be reached right now. The signature could not be checked: try again later.',
      ),
    )
    expect(texts('alert').join('')).toBe('')
    expect(
      (screen.getByRole('textbox', { name: 'Signature' }) as HTMLInputElement)
        .value,
    ).toBe('0xdead')
  })
})
