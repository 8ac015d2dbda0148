import { createLatchConfig } from '@latch/core'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { custom } from 'viem'
import { afterEach, expect, test } from 'vitest'
import { testChain } from '../../test/setupWallet.tsx'
import { ConnectButton } from '../components/ConnectButton/ConnectButton.tsx'
import { LatchProvider } from '../LatchProvider.tsx'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

/** A server-rendered dapp's config (`ssr`), its session kept nowhere. */
function ssrConfig() {
  return createLatchConfig({
    appName: 'Latch',
    chains: [testChain],
    transports: {
      [testChain.id]: custom({
        request: async () => {
          throw new Error('no node')
        },
      }),
    },
    ssr: true,
    storage: null,
  })
}

test('under ssr, the server’s HTML keeps the first-paint script’s slot beside Connect wallet; once the restore is over and there is no session, the slot goes', async () => {
  const html = renderToString(
    <LatchProvider config={ssrConfig()}>
      <ConnectButton />
    </LatchProvider>,
  )
  expect(html).toContain('class="latch-connect-button__painted"')
  expect(html).toContain('Connect wallet')

  const page = render(
    <LatchProvider config={ssrConfig()}>
      <ConnectButton />
    </LatchProvider>,
  )
  await waitFor(() =>
    expect(
      page.container.querySelector('.latch-connect-button__painted'),
    ).toBeNull(),
  )
  expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeTruthy()
})

test('without ssr, no slot: the first render is the restored state already', () => {
  const config = createLatchConfig({
    appName: 'Latch',
    chains: [testChain],
    transports: {
      [testChain.id]: custom({
        request: async () => {
          throw new Error('no node')
        },
      }),
    },
    storage: null,
  })
  const html = renderToString(
    <LatchProvider config={config}>
      <ConnectButton />
    </LatchProvider>,
  )
  expect(html).not.toContain('latch-connect-button__painted')
})
