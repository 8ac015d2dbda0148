import type { SiweBackend } from '@latch/core/siwe'
import {
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react'
import { useState } from 'react'
import { type Address, verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { afterEach, expect, test } from 'vitest'
import { setupWallet } from '../../../test/setupWallet.tsx'
import type { Messages } from '../../i18n/en.ts'
import { loadMessages } from '../../i18n/loadMessages.ts'
import { LatchProvider } from '../../LatchProvider.tsx'
import { ConnectDialog } from './ConnectDialog.tsx'

afterEach(() => {
  cleanup()
})

/**
 * A backend of the dapp's own (the `siwe` option's functions), in memory:
 * single-use nonces, the signature recovered with viem, one session.
 */
function memoryBackend() {
  const nonces = new Set<string>()
  let session: { address: Address; chainId: number } | null = null
  const backend: SiweBackend = {
    async getNonce() {
      const nonce = crypto.randomUUID().replaceAll('-', '')
      nonces.add(nonce)
      return nonce
    },
    async verify({ message, signature }) {
      const fields = parseSiweMessage(message)
      if (!fields.nonce || !nonces.delete(fields.nonce))
        throw new Error('unknown nonce')
      if (!fields.address || !fields.chainId) throw new Error('no account')
      const valid = await verifyMessage({
        address: fields.address,
        message,
        signature,
      })
      if (!valid) throw new Error('invalid')
      session = { address: fields.address, chainId: fields.chainId }
      return session
    },
    async getSession() {
      return session
    },
    async signOut() {
      session = null
    },
  }
  return { backend, session: () => session }
}

/** The connect dialog behind its own state, as `LatchDialogs` holds it. */
function Opened() {
  const [open, setOpen] = useState(true)
  return <ConnectDialog open={open} onClose={() => setOpen(false)} />
}

async function signInStep(messages?: Messages) {
  const setup = await setupWallet({ connected: true })
  const server = memoryBackend()
  render(
    <LatchProvider
      config={setup.config}
      siwe={server.backend}
      messages={messages}
    >
      <Opened />
    </LatchProvider>,
  )
  return { setup, server }
}

test('connected with Sign-In with Ethereum on: the step is named, says what signing proves and that it is free, and offers Sign in and Not now', async () => {
  await signInStep()
  const dialog = await screen.findByRole('dialog', { name: 'Sign in to Latch' })
  expect(dialog.querySelector('h2')?.textContent).toBe('Sign in to Latch')
  expect(dialog.textContent).toContain(
    'Sign a message to prove to Latch that you control this account: it is free, with no transaction and no gas.',
  )
  const signIn = await screen.findByRole('button', { name: 'Sign in' })
  const notNow = screen.getByRole('button', { name: 'Not now' })
  expect(dialog.contains(signIn) && dialog.contains(notNow)).toBe(true)
  expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
  // The wallet step's name is gone with it.
  expect(screen.queryByRole('dialog', { name: 'Connect a wallet' })).toBeNull()
})

test('Not now closes the dialog: still connected, not signed in, nothing signed', async () => {
  const { setup, server } = await signInStep()
  await screen.findByRole('button', { name: 'Sign in' })
  fireEvent.click(screen.getByRole('button', { name: 'Not now' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(setup.config.state.status).toBe('connected')
  expect(server.session()).toBeNull()
  expect(
    setup.wallet.control.requests({ method: ['personal_sign'] }),
  ).toHaveLength(0)
})

test('in another language, the step speaks it (Japanese)', async () => {
  await signInStep(await loadMessages('ja'))
  const dialog = await screen.findByRole('dialog', {
    name: 'Latch にサインイン',
  })
  expect(dialog.textContent).toContain('ガス代')
  expect(screen.getByRole('button', { name: '今はしない' })).toBeTruthy()
  expect(await screen.findByRole('button', { name: 'サインイン' })).toBeTruthy()
})
