// Server rendering, then hydration in a browser. The file runs in Node with no
// DOM. Before anything of Latch, wagmi or React DOM is imported, the browser's
// globals become getters that record every read (`recordBrowserGlobals`), so
// the packages are imported here dynamically, after the recorder. (The static
// imports are Vitest, the recorder, types, and React's JSX runtime, which
// touches none of those globals.)
import type { LatchConfig } from '@latch/core'
import type { Root } from 'react-dom/client'
import {
  afterEach,
  beforeEach,
  describe,
  expect,
  type MockInstance,
  test,
  vi,
} from 'vitest'
import { builtinEnvironments } from 'vitest/runtime'
import {
  type AllowedRead,
  browserGlobals,
  recordBrowserGlobals,
} from '../test/recordBrowserGlobals.ts'

// wagmi's store is zustand's `persist`, which builds a default storage,
// `createJSONStorage(() => localStorage)`, inside a try/catch before wagmi's
// own storage replaces it: on a server the ReferenceError is caught, as here.
const zustandDefaultStorage: AllowedRead = {
  file: /\/zustand\/(esm\/)?middleware\.m?js$/,
  code: /createJSONStorage\(\(\) => localStorage\)/,
  why: "zustand's persist probes its default storage in a try/catch",
}

const server = recordBrowserGlobals(browserGlobals, {
  allow: [zustandDefaultStorage],
})

/**
 * The server's side, once, under the recorder: imports the packages, makes
 * the config and renders the page (the browser tests hydrate its HTML).
 */
let serverPage: Promise<{ html: string; config: LatchConfig }> | undefined
function renderOnServer() {
  serverPage ??= (async () => {
    const { createLatchConfig } = await import('@latch/core')
    const { ConnectButton, LatchProvider } = await import('@latch/react')
    const { renderToString } = await import('react-dom/server')
    const { base, mainnet } = await import('viem/chains')
    const config = createLatchConfig({
      appName: 'Latch',
      chains: [mainnet, base],
      ssr: true,
    })
    const html = renderToString(
      <LatchProvider config={config}>
        <ConnectButton />
      </LatchProvider>,
    )
    return { html, config }
  })()
  return serverPage
}

describe('on a server: importing the packages and rendering', () => {
  test('the recorder: a `typeof` guard reads `undefined`; any other read is recorded and throws, even when caught', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof localStorage === 'undefined').toBe(true)
    expect(server.touches).toEqual([])

    expect(() => window.localStorage).toThrow(ReferenceError)
    const swallowed = (() => {
      try {
        return navigator.userAgent
      } catch {
        return 'caught'
      }
    })()
    expect(swallowed).toBe('caught')
    expect(server.touches.map((x) => x.name)).toEqual(['window', 'navigator'])
    expect(server.touches[0]?.at).toContain('ssr.node.test.tsx')
    expect(server.touches[0]?.code).toMatch(/=> window\.localStorage\)/)
    server.touches.length = 0
  })

  test('renderToString(<LatchProvider><ConnectButton /></LatchProvider>): a Connect wallet button; no browser global touched on the way', async () => {
    const { html, config } = await renderOnServer()
    expect(config.latch.ssr).toBe(true)
    expect(config.latch.storage).toBeUndefined() // none on a server

    const buttons = [...html.matchAll(/<button\b[^>]*>(.*?)<\/button>/g)]
    expect(buttons.map((x) => x[1])).toEqual(['Connect wallet'])
    // The recorder was live while Latch ran: it saw createLatchConfig's guard.
    expect(
      server.guards.some((x) =>
        x.at.includes('packages/core/src/config/createLatchConfig.ts'),
      ),
    ).toBe(true)
    expect(server.touches).toEqual([])
  })
})

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('in a browser: hydrating the server’s HTML', () => {
  let teardown: (() => Promise<void>) | undefined
  let root: Root | undefined
  let consoleError: MockInstance<typeof console.error> | undefined
  let serverHtml = ''

  beforeEach(async () => {
    serverHtml = (await renderOnServer()).html
    // A page load: the browser's globals (the DOM the unit tests run in,
    // happy-dom's, as Vitest installs it), and Latch's modules evaluated anew
    // in that page. Dependencies Vitest leaves to Node (React, wagmi,
    // TanStack Query) keep the one evaluation they had on the server.
    server.stop()
    const environment = await builtinEnvironments['happy-dom'].setup(
      globalThis,
      { happyDOM: { url: 'https://dapp.example/' } },
    )
    teardown = async () => {
      await environment.teardown(globalThis)
    }
    vi.resetModules()
    consoleError = vi.spyOn(console, 'error')
  })

  afterEach(async () => {
    const { act } = await import('@testing-library/react')
    if (root) act(() => root?.unmount())
    root = undefined
    consoleError?.mockRestore()
    await teardown?.()
  })

  /** The browser's config: `ssr`, the page's storage, no node ever reached. */
  async function createClientConfig(storage: Storage): Promise<LatchConfig> {
    const { createLatchConfig } = await import('@latch/core')
    const { http } = await import('viem')
    const { base, mainnet } = await import('viem/chains')
    return createLatchConfig({
      appName: 'Latch',
      chains: [mainnet, base],
      ssr: true,
      storage,
      transports: {
        [mainnet.id]: http('http://127.0.0.1:9'),
        [base.id]: http('http://127.0.0.1:9'),
      },
      ensChainId: () => undefined,
    })
  }

  /** The page's storage, kept to this page (a late write never reaches the next test's). */
  async function pageStorage(): Promise<Storage> {
    const { safeStorage } = await import('@latch/core')
    const storage = window.localStorage
    return safeStorage(() => storage)
  }

  /** Puts the server's HTML in the page and hydrates the same tree over it. */
  async function hydrate(config: LatchConfig) {
    const { ConnectButton, LatchProvider } = await import('@latch/react')
    const { hydrateRoot } = await import('react-dom/client')
    const { act } = await import('@testing-library/react')
    const container = document.createElement('div')
    container.innerHTML = serverHtml
    document.body.append(container)
    const serverButton = container.querySelector('button')
    expect(serverButton?.textContent).toBe('Connect wallet')
    const recoverableErrors: unknown[] = []
    act(() => {
      root = hydrateRoot(
        container,
        <LatchProvider config={config}>
          <ConnectButton />
        </LatchProvider>,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      )
    })
    return { container, serverButton, recoverableErrors }
  }

  test('no stored session: hydrates without a mismatch; the server’s button is kept and works', async () => {
    const { fireEvent, within } = await import('@testing-library/react')
    const config = await createClientConfig(await pageStorage())
    const { container, serverButton, recoverableErrors } = await hydrate(config)

    expect(recoverableErrors).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
    const button = container.querySelector('button')
    expect(button).toBe(serverButton)
    expect(button?.textContent).toBe('Connect wallet')
    expect(button?.getAttribute('aria-haspopup')).toBe('dialog')

    // Hydrated, not just markup: the click handler is React's.
    fireEvent.click(button as HTMLButtonElement)
    expect(
      await within(document.body).findByRole('dialog', {
        name: 'Connect a wallet',
      }),
    ).toBeTruthy()
    expect(recoverableErrors).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
  })

  test('a stored session (a browser wallet): hydrates as Connect wallet without a mismatch, then is restored (reconnecting, then connected)', async () => {
    const { waitFor } = await import('@testing-library/react')
    const { connectWallet } = await import('@latch/core')
    const { createDevWallet, installEthereum } = await import(
      '@latch/devnet/browser'
    )
    const wallet = createDevWallet({
      chains: [{ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9' }],
    })
    installEthereum(wallet, window)
    const storage = await pageStorage()
    // A visit that connected the browser wallet, and left.
    await connectWallet(await createClientConfig(storage), {
      connectorId: 'injected',
    })

    // The next page load: with `ssr`, nothing is read before hydration
    // (without, wagmi would have read the session by the next task).
    const config = await createClientConfig(storage)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(config.state.current).toBeNull()
    expect(config.state.status).toBe('disconnected')
    const statuses: string[] = []
    let buttonWhenRestoring: Element | null | undefined
    config.subscribe(
      (state) => state.status,
      (status) => {
        if (status === 'reconnecting' && buttonWhenRestoring === undefined)
          buttonWhenRestoring = document.querySelector('button')
        statuses.push(status)
      },
    )

    const { container, serverButton, recoverableErrors } = await hydrate(config)
    expect(recoverableErrors).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
    expect(container.querySelector('button')).toBe(serverButton)

    await waitFor(() => expect(statuses).toEqual(['reconnecting', 'connected']))
    // The restore began once hydrated: over the server's own button.
    expect(buttonWhenRestoring).toBe(serverButton)
    await waitFor(() =>
      expect(container.querySelector('button')?.getAttribute('title')).toBe(
        alice,
      ),
    )
    expect(container.textContent).not.toContain('Connect wallet')
    expect(recoverableErrors).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
  })

  test.each([
    ['a name', 'alice.eth', 'alice.eth'],
    ['a name of the wrong shape (`{"a":1}`)', { a: 1 }, '0xf39F…2266'],
  ])(
    'a stored wallet cache holding %s: restored once hydrated, checked by its shape',
    async (_, data, shown) => {
      const { waitFor } = await import('@testing-library/react')
      const { connectWallet, persistDefaults } = await import('@latch/core')
      const { serialize } = await import('@wagmi/core')
      const { createDevWallet, installEthereum } = await import(
        '@latch/devnet/browser'
      )
      const wallet = createDevWallet({
        chains: [{ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9' }],
      })
      installEthereum(wallet, window)
      const storage = await pageStorage()
      await connectWallet(await createClientConfig(storage), {
        connectorId: 'injected',
      })
      // What that visit's wallet cache held: the account's name (no ENS chain
      // in this config: the key names none).
      const now = Date.now()
      storage.setItem(
        persistDefaults.key,
        serialize({
          buster: persistDefaults.buster,
          timestamp: now,
          clientState: {
            mutations: [],
            queries: [
              {
                queryKey: ['ensName', { address: alice }],
                queryHash: JSON.stringify(['ensName', { address: alice }]),
                dehydratedAt: now,
                state: { data, dataUpdatedAt: now, status: 'success' },
              },
            ],
          },
        }),
      )

      const config = await createClientConfig(storage)
      const { container, recoverableErrors } = await hydrate(config)
      // The server rendered without the cache: so does hydration.
      expect(recoverableErrors).toEqual([])
      await waitFor(() =>
        expect(
          container.querySelector('.latch-account-button__name')?.textContent,
        ).toBe(shown),
      )
      expect(container.querySelector('button')?.title).toContain(alice)
      expect(consoleError).not.toHaveBeenCalled()
    },
  )
})
