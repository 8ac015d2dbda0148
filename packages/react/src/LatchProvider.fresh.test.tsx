// A module graph of its own (`.fresh.`): No language catalogue but English loaded yet.
import {
  connectWallet,
  createLatchConfig,
  type LatchConfig,
  safeStorage,
} from '@latch/core'
import { createDevWallet, installEthereum } from '@latch/devnet/browser'
import {
  act,
  cleanup,
  render,
  renderHook,
  screen,
  waitFor,
} from '@testing-library/react'
import { StrictMode } from 'react'
import { http } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { useAccount, useChainId, useConfig } from 'wagmi'
import { setupWallet, testChain, testChain2 } from '../test/setupWallet.tsx'
import { ConnectButton } from './components/ConnectButton/ConnectButton.tsx'
import { useWalletConnection } from './hooks/useWalletConnection.ts'
import { en, type Messages } from './i18n/en.ts'
import { loadMessages } from './i18n/loadMessages.ts'
import { useMessages } from './i18n/MessagesContext.ts'
import { LatchProvider } from './LatchProvider.tsx'

afterEach(() => {
  cleanup()
  delete (window as { ethereum?: unknown }).ethereum
})

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('LatchProvider: wagmi’s own hooks work inside it, unchanged', () => {
  test('useConfig, useChainId and useAccount give the Latch config’s values, and follow the wallet', async () => {
    const setup = await setupWallet({ connected: true })
    const { result } = renderHook(
      () => ({
        config: useConfig(),
        chainId: useChainId(),
        account: useAccount(),
      }),
      {
        wrapper: ({ children }) => (
          <LatchProvider config={setup.config}>{children}</LatchProvider>
        ),
      },
    )
    expect(result.current.config).toBe(setup.config)
    expect(result.current.chainId).toBe(setup.config.state.chainId)
    expect(result.current.chainId).toBe(testChain.id)
    expect(result.current.account).toMatchObject({
      status: 'connected',
      address: alice,
      chainId: testChain.id,
      connector: setup.connector,
    })

    act(() => setup.wallet.control.switchAccount(1))
    await waitFor(() => expect(result.current.account.address).toBe(bob))
    act(() => setup.wallet.control.switchChain(testChain2.id))
    await waitFor(() =>
      expect(result.current.account.chainId).toBe(testChain2.id),
    )
    expect(result.current.account.chain?.name).toBe(testChain2.name)
  })
})

/** Renders the connection status, and records each one it renders with. */
function Status({ seen }: { seen: string[] }) {
  const { status } = useWalletConnection()
  seen.push(status)
  return <output>{status}</output>
}

describe('LatchProvider: the stored session', () => {
  /** A config over the test chain, its session kept in `storage`. */
  function createConfig(storage: Storage): LatchConfig {
    return createLatchConfig({
      appName: 'Latch',
      chains: [testChain],
      // Nothing is read from a node here: only the wallet is asked.
      transports: { [testChain.id]: http('http://127.0.0.1:9') },
      ensChainId: () => undefined,
      storage,
    })
  }

  test('restored before the children first render: they see `reconnecting` first, never `disconnected`', async () => {
    const wallet = createDevWallet({
      chains: [
        {
          id: testChain.id,
          name: testChain.name,
          rpcUrl: 'http://127.0.0.1:9',
        },
      ],
    })
    installEthereum(wallet, window)
    const storage = safeStorage(() => undefined) // memory only

    // A visit that connected the browser wallet, and left.
    await connectWallet(createConfig(storage), { connectorId: 'injected' })

    // The next page load: the stored session is read, not restored yet.
    const config = createConfig(storage)
    await waitFor(() => expect(config.state.current).toBeTruthy())
    expect(config.state.status).toBe('disconnected')

    const seen: string[] = []
    render(
      <LatchProvider config={config}>
        <Status seen={seen} />
        <ConnectButton />
      </LatchProvider>,
    )
    expect(seen[0]).toBe('reconnecting')
    // No *Connect wallet* that then disappears.
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).toBeNull()

    await waitFor(() => expect(seen.at(-1)).toBe('connected'))
    expect(seen).not.toContain('disconnected')
    expect(config.state.connections.get(config.state.current!)).toMatchObject({
      accounts: [alice],
      chainId: testChain.id,
    })
  })
})

describe('LatchProvider: messages', () => {
  test('English by default', async () => {
    const setup = await setupWallet()
    const { result } = renderHook(useMessages, {
      wrapper: ({ children }) => (
        <LatchProvider config={setup.config}>{children}</LatchProvider>
      ),
    })
    expect(result.current).toBe(en)
  })

  test('`messages` replaces the catalogue: what the children read and show', async () => {
    const setup = await setupWallet()
    const fr: Messages = {
      ...en,
      lang: 'fr',
      wallet: { ...en.wallet, connect: 'Connecter un portefeuille' },
    }
    const { result } = renderHook(useMessages, {
      wrapper: ({ children }) => (
        <LatchProvider config={setup.config} messages={fr}>
          {children}
        </LatchProvider>
      ),
    })
    expect(result.current).toBe(fr)

    render(
      <LatchProvider config={setup.config} messages={fr}>
        <ConnectButton />
      </LatchProvider>,
    )
    expect(
      screen.getByRole('button', { name: 'Connecter un portefeuille' }),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).toBeNull()
  })
})

/** Renders nothing; records the language of every render it gets. */
function Spoken({ seen }: { seen: string[] }) {
  seen.push(useMessages().lang)
  return null
}

describe('LatchProvider: language', () => {
  test('`locale="ja"`: the catalogue is loaded first, so nothing renders in English, ever', async () => {
    const setup = await setupWallet()
    const seen: string[] = []
    const page = (
      <LatchProvider config={setup.config} locale="ja">
        <Spoken seen={seen} />
        <ConnectButton />
      </LatchProvider>
    )
    // While Japanese's chunk loads, the provider suspends: nothing is shown,
    // in English or otherwise.
    render(page)
    expect(document.querySelector('button')).toBeNull()
    expect(seen).toEqual([])
    cleanup()
    // Once it is there (the same promise), the page renders in Japanese at once.
    await loadMessages('ja')
    render(page)
    expect(
      screen.getByRole('button', { name: 'ウォレットを接続' }),
    ).toBeTruthy()
    expect(seen.length).toBeGreaterThan(0)
    expect(new Set(seen)).toEqual(new Set(['ja']))
    const slot = document.querySelector<HTMLElement>('.latch-connect-button')
    expect([slot?.lang, slot?.dir]).toEqual(['ja', 'ltr'])
  })

  test('`locale="en-GB"`: English renders at once, without fetching the code that loads catalogues', async () => {
    const setup = await setupWallet()
    const seen: string[] = []
    render(
      <LatchProvider config={setup.config} locale="en-GB">
        <Spoken seen={seen} />
        <ConnectButton />
      </LatchProvider>,
    )
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeTruthy()
    expect(new Set(seen)).toEqual(new Set(['en']))
  })

  test('`locale="ar"`: the components run right to left, whatever the page does', async () => {
    const setup = await setupWallet()
    await act(async () => {
      render(
        <LatchProvider config={setup.config} locale="ar">
          <ConnectButton />
        </LatchProvider>,
      )
      await loadMessages('ar')
    })
    screen.getByRole('button', { name: 'ربط المحفظة' })
    const slot = document.querySelector<HTMLElement>('.latch-connect-button')
    expect([slot?.lang, slot?.dir]).toEqual(['ar', 'rtl'])
    expect(document.documentElement.dir).toBe('')
  })

  test('any tag, matched to the closest language; `messages` wins over it', async () => {
    const setup = await setupWallet()
    const seen: string[] = []
    const page = (language: string, messages?: Messages) => (
      <LatchProvider
        config={setup.config}
        locale={language}
        messages={messages}
      >
        <Spoken seen={seen} />
      </LatchProvider>
    )
    let view: ReturnType<typeof render> | undefined
    await act(async () => {
      view = render(page('pt-PT'))
      await loadMessages('pt-BR')
    })
    expect(seen.at(-1)).toBe('pt-BR')
    view?.rerender(page('pt-PT', en))
    expect(seen.at(-1)).toBe('en')
    await act(async () => view?.rerender(page('nl')))
    expect(seen.at(-1)).toBe('en')
  })
})

describe('LatchProvider: what it starts stops with it', () => {
  test('in StrictMode (mounted twice), the other tabs are followed while it is mounted, and no longer once it is unmounted', async () => {
    const wallet = createDevWallet({
      chains: [
        {
          id: testChain.id,
          name: testChain.name,
          rpcUrl: 'http://127.0.0.1:9',
        },
      ],
    })
    installEthereum(wallet, window)
    const config = createLatchConfig({
      appName: 'Latch',
      chains: [testChain],
      transports: { [testChain.id]: http('http://127.0.0.1:9') },
      ensChainId: () => undefined,
      storage: safeStorage(() => undefined), // memory only
    })
    // Another tab of the page, as `openTabChannel` talks to it.
    const otherTab = new BroadcastChannel('latch.tabs')
    const disconnectElsewhere = () =>
      otherTab.postMessage({
        type: 'latch:connection',
        connection: { status: 'disconnected' },
      })
    try {
      const view = render(
        <StrictMode>
          <LatchProvider config={config}>
            <Status seen={[]} />
          </LatchProvider>
        </StrictMode>,
      )
      await act(() => connectWallet(config, { connectorId: 'injected' }))
      disconnectElsewhere()
      await waitFor(() => expect(config.state.status).toBe('disconnected'))

      await act(() => connectWallet(config, { connectorId: 'injected' }))
      view.unmount()
      disconnectElsewhere()
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(config.state.status).toBe('connected')
    } finally {
      otherTab.close()
    }
  })
})
