// A returning visitor on a server-rendered page (issue 23): the session kept
// in cookies (`latchCookieStorage`), read by the server from the request's
// Cookie header (`initialStateFromCookie`), rendered as the account in the
// server's HTML (`LatchProvider`'s `initialState`), then hydrated in a
// browser without a mismatch and without *Connect wallet* ever showing. The
// file runs in Node; the browser's visits run in happy-dom's globals,
// installed for them and removed again for the server's part.
import type { State } from '@wagmi/core'
import fc from 'fast-check'
import type { Root } from 'react-dom/client'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { builtinEnvironments } from 'vitest/runtime'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const shortAlice = '0xf39F…2266'
const origin = 'https://dapp.example/'

/** A page load: happy-dom's globals until `close`. */
async function openPage() {
  const environment = await builtinEnvironments['happy-dom'].setup(globalThis, {
    happyDOM: { url: origin },
  })
  return { close: () => environment.teardown(globalThis) }
}

/** The config, as the dapp writes it for both sides; no node is reached. */
async function createConfig() {
  const { createLatchConfig, latchCookieStorage } = await import('@latch/core')
  const { http } = await import('viem')
  const { base, mainnet } = await import('viem/chains')
  return createLatchConfig({
    appName: 'Latch',
    chains: [mainnet, base],
    ssr: true,
    storage: latchCookieStorage(),
    transports: {
      [mainnet.id]: http('http://127.0.0.1:9'),
      [base.id]: http('http://127.0.0.1:9'),
    },
    ensChainId: () => undefined,
  })
}

async function serverRender(initialState: State | undefined) {
  const { ConnectButton, LatchProvider } = await import('@latch/react')
  const { renderToString } = await import('react-dom/server')
  return (config: Awaited<ReturnType<typeof createConfig>>) =>
    renderToString(
      <LatchProvider config={config} initialState={initialState}>
        <ConnectButton />
      </LatchProvider>,
    )
}

/** The buttons of some HTML: their title and text. */
const buttons = (html: string) =>
  [...html.matchAll(/<button\b([^>]*)>(.*?)<\/button>/g)].map((x) => ({
    title: /title="([^"]*)"/.exec(x[1]!)?.[1],
    text: x[2]!.replace(/<[^>]+>/g, ''),
  }))

// What the visits share: the wallet (its authorization), the cookie, the
// server's state and HTML.
let wallet:
  | ReturnType<typeof import('@latch/devnet/browser').createDevWallet>
  | undefined
let cookie = ''
let initialState: State | undefined
let serverHtml = ''

afterAll(() => {
  wallet = undefined
})

describe('a returning visitor: the account in the server’s HTML', () => {
  test('a first visit connects the browser wallet: the session goes to cookies, Secure on https', async () => {
    const page = await openPage()
    try {
      const { connectWallet } = await import('@latch/core')
      const { createDevWallet, installEthereum } = await import(
        '@latch/devnet/browser'
      )
      wallet = createDevWallet({
        chains: [{ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9' }],
      })
      installEthereum(wallet, window)
      await connectWallet(await createConfig(), { connectorId: 'injected' })
      cookie = document.cookie
      expect(cookie).toMatch(/(^|; )wagmi\.store=/)
      expect(localStorage.getItem('wagmi.store')).toBeNull()
    } finally {
      await page.close()
    }
  })

  test('the server reads the Cookie header and renders the account, not Connect wallet; its shared config keeps nothing', async () => {
    expect(typeof window).toBe('undefined')
    const { initialStateFromCookie } = await import('@latch/core')
    const config = await createConfig()
    initialState = initialStateFromCookie(config, cookie)
    expect(initialState?.status).toBe('reconnecting')

    serverHtml = (await serverRender(initialState))(config)
    expect(buttons(serverHtml)).toEqual([
      { title: alice, text: `${shortAlice}Ethereum` },
    ])
    expect(serverHtml).not.toContain('Connect wallet')

    // The config a server shares between requests: never written. The next
    // visitor, without a cookie, gets Connect wallet.
    expect(config.state.current).toBeNull()
    expect(config.state.status).toBe('disconnected')
    expect(config.latch.queryClient.getQueryCache().getAll()).toEqual([])
    expect(buttons((await serverRender(undefined))(config))).toEqual([
      { title: undefined, text: 'Connect wallet' },
    ])
  })

  test('a hostile cookie or state: Connect wallet, nothing thrown', async () => {
    const { initialStateFromCookie } = await import('@latch/core')
    const config = await createConfig()
    const connection = (accounts: unknown) => ({
      connections: new Map([
        [
          'a',
          {
            accounts,
            chainId: 1,
            connector: {
              id: 'injected',
              name: 'x',
              type: 'injected',
              uid: 'a',
            },
          },
        ],
      ]),
      chainId: 1,
      current: 'a',
      status: 'connected',
    })
    const hostile: unknown[] = [
      connection(['<img src=x onerror=alert(1)>']),
      connection([]),
      connection('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
      { ...connection([alice]), current: 'b' },
      { connections: {}, current: 'a' },
      42,
    ]
    for (const state of hostile) {
      const html = (await serverRender(state as State))(config)
      expect(buttons(html)).toEqual([
        { title: undefined, text: 'Connect wallet' },
      ])
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (text) => {
        const state = initialStateFromCookie(
          config,
          `wagmi.store=${encodeURIComponent(text)}`,
        )
        expect(state).toBeUndefined()
      }),
      { numRuns: 200 },
    )
  })

  test('the browser hydrates over it: no mismatch, the server’s button kept, never Connect wallet; the wallet confirms the session', async () => {
    expect(serverHtml).toContain(alice)
    const page = await openPage()
    let root: Root | undefined
    const consoleError = vi.spyOn(console, 'error')
    try {
      const { act, waitFor } = await import('@testing-library/react')
      const { hydrateRoot } = await import('react-dom/client')
      const { ConnectButton, LatchProvider } = await import('@latch/react')
      const { installEthereum } = await import('@latch/devnet/browser')
      // The browser's cookie jar, as the first visit left it.
      for (const pair of cookie.split('; ')) {
        // biome-ignore lint/suspicious/noDocumentCookie: the page's jar, put back
        document.cookie = `${pair}; Path=/; Secure`
      }
      installEthereum(wallet!, window)
      const config = await createConfig()
      const statuses: string[] = []
      const shown: string[] = []
      const container = document.createElement('div')
      container.innerHTML = serverHtml
      document.body.append(container)
      const serverButton = container.querySelector('button')
      new MutationObserver(() =>
        shown.push(container.textContent ?? ''),
      ).observe(container, {
        subtree: true,
        childList: true,
        characterData: true,
      })
      config.subscribe(
        (state) => state.status,
        (status) => {
          statuses.push(status)
          shown.push(container.textContent ?? '')
        },
      )
      const recoverableErrors: unknown[] = []
      // The state as the server sent it, through the page (as a framework
      // passes a server component's props).
      const sent = structuredClone(initialState)
      act(() => {
        root = hydrateRoot(
          container,
          <LatchProvider config={config} initialState={sent}>
            <ConnectButton />
          </LatchProvider>,
          { onRecoverableError: (error) => recoverableErrors.push(error) },
        )
      })
      expect(recoverableErrors).toEqual([])
      expect(container.querySelector('button')).toBe(serverButton)
      expect(serverButton?.title).toBe(alice)

      await waitFor(() => expect(config.state.status).toBe('connected'))
      await waitFor(() =>
        expect(container.querySelector('button')?.title).toBe(alice),
      )
      expect(statuses).not.toContain('disconnected')
      expect(shown.filter((text) => text.includes('Connect wallet'))).toEqual(
        [],
      )
      expect(container.textContent).toContain(shortAlice)
      expect(recoverableErrors).toEqual([])
      expect(consoleError).not.toHaveBeenCalled()
    } finally {
      if (root) {
        const { act } = await import('@testing-library/react')
        act(() => root?.unmount())
      }
      consoleError.mockRestore()
      await page.close()
    }
  })
})
