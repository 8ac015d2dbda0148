import { createDevWallet, installEthereum } from '@latch/devnet/browser'
import { serialize, version } from '@wagmi/core'
import fc from 'fast-check'
import { http } from 'viem'
import { base, mainnet } from 'viem/chains'
import { afterEach, describe, expect, test } from 'vitest'
import { connectWallet } from '../actions/connectWallet.ts'
import { disconnectWallet } from '../actions/disconnectWallet.ts'
import { initialStateFromCookie } from '../session/initialStateFromCookie.ts'
import { createLatchConfig } from './createLatchConfig.ts'
import { latchCookieStorage, maxCookieBytes } from './latchCookieStorage.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e20d4dc79C8'

/** Every cookie of the page, removed (happy-dom keeps them per window). */
function clearCookies() {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the test's own page
    document.cookie = `${pair.split('=')[0]}=; Max-Age=0; Path=/`
  }
}

afterEach(() => {
  clearCookies()
  localStorage.clear()
})

/** A config on the cookie storage whose nodes are never reached. */
function cookieConfig(storage: Storage = latchCookieStorage()) {
  return createLatchConfig({
    appName: 'Latch',
    chains: [mainnet, base],
    storage,
    ssr: true,
    transports: {
      [mainnet.id]: http('http://127.0.0.1:9'),
      [base.id]: http('http://127.0.0.1:9'),
    },
    ensChainId: () => undefined,
  })
}

/** A document whose cookie writes are recorded, with the jar's reads. */
function recordingDocument(protocol: 'http:' | 'https:') {
  const writes: string[] = []
  const jar = new Map<string, string>()
  return {
    writes,
    location: { protocol },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      writes.push(line)
      const [pair, ...attributes] = line.split('; ')
      const [name, value] = pair!.split(/=(.*)/s) as [string, string]
      if (attributes.includes('Max-Age=0')) jar.delete(name)
      else jar.set(name, value)
    },
  }
}

/** wagmi's stored state, as it writes it, with these connections. */
function storeText(
  connections: [string, Record<string, unknown>][],
  current: string | null = connections[0]?.[0] ?? null,
) {
  return serialize({
    state: { connections: new Map(connections), chainId: 1, current },
    version: Number.parseInt(version.split('.')[0]!, 10),
  })
}

const connection = (uid: string, accounts: string[], name = 'Dev wallet') => [
  uid,
  {
    accounts,
    chainId: 1,
    connector: { id: 'injected', name, type: 'injected', uid },
  },
]

describe('latchCookieStorage', () => {
  test('a connection made in the page: the session in cookies, the rest in localStorage; the server reads the account from the cookie; a disconnect clears it', async () => {
    const wallet = createDevWallet({
      chains: [{ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9' }],
    })
    installEthereum(wallet, window)
    const config = cookieConfig()
    await connectWallet(config, { connectorId: 'injected' })

    const names = document.cookie.split('; ').map((x) => x.split('=')[0])
    expect(names.sort()).toEqual(['wagmi.recentConnectorId', 'wagmi.store'])
    expect(localStorage.getItem('wagmi.store')).toBeNull()
    // What the storage gives wagmi back: its own state, as it wrote it.
    config.latch.storage?.setItem('wagmi.cache', '{}')
    expect(localStorage.getItem('wagmi.cache')).toBe('{}')
    expect(document.cookie).not.toContain('wagmi.cache')

    // The request's Cookie header, on the server.
    const state = initialStateFromCookie(config, document.cookie)
    expect(state?.status).toBe('reconnecting')
    expect(state?.chainId).toBe(1)
    const current = state?.connections.get(state.current!)
    expect(current?.accounts).toEqual([alice])
    expect(current?.connector.id).toBe('injected')
    expect(current?.connector).toEqual({
      id: 'injected',
      name: expect.any(String),
      type: 'injected',
      uid: state?.current,
    })

    await disconnectWallet(config)
    expect(initialStateFromCookie(config, document.cookie)).toBeUndefined()
  })

  test.each([
    ['http:', ''],
    ['https:', '; Secure'],
  ] as const)(
    'on an %s page: Path=/, SameSite=Lax, a Max-Age of 30 days by default%s',
    (protocol, secure) => {
      const page = recordingDocument(protocol)
      const storage = latchCookieStorage({ document: page, storage: null })
      storage.setItem('wagmi.recentConnectorId', '"injected"')
      expect(page.writes).toEqual([
        `wagmi.recentConnectorId=%22injected%22; Path=/; Max-Age=2592000; SameSite=Lax${secure}`,
      ])
      expect(storage.getItem('wagmi.recentConnectorId')).toBe('"injected"')
      storage.removeItem('wagmi.recentConnectorId')
      expect(page.writes[1]).toBe(
        `wagmi.recentConnectorId=; Path=/; Max-Age=0; SameSite=Lax${secure}`,
      )
      expect(storage.getItem('wagmi.recentConnectorId')).toBeNull()
    },
  )

  test('maxAge: the lifetime, in seconds', () => {
    const page = recordingDocument('https:')
    latchCookieStorage({ document: page, maxAge: 3600 }).setItem(
      'wagmi.store',
      storeText([connection('a', [alice]) as [string, never]]),
    )
    expect(page.writes[0]).toMatch(/; Max-Age=3600; /)
  })

  test(`capped: at most ${maxCookieBytes} bytes, the current connection kept first; a connection Latch does not keep is not written`, () => {
    const page = recordingDocument('https:')
    const storage = latchCookieStorage({ document: page, storage: null })
    const many = Array.from({ length: 8 }, () => alice)
    // Four connections of eight accounts fit; a fifth connection does not
    // count (4 at most), nor a ninth account (8 at most).
    storage.setItem(
      'wagmi.store',
      storeText(
        [
          connection('a', [bob]),
          connection('b', [...many, bob]),
          connection('c', many),
          connection('d', many),
          connection('e', many),
        ] as [string, never][],
        'b',
      ),
    )
    const written = page.writes.at(-1)!.split('; ')[0]!
    expect(written.length).toBeLessThanOrEqual(maxCookieBytes)
    const state = initialStateFromCookie(cookieConfig(), page.cookie)
    expect([...state!.connections.keys()]).toEqual(['b', 'a', 'c', 'd'])
    expect(state!.current).toBe('b')
    expect(state!.connections.get('b')?.accounts).toEqual(many)

    // Connector ids at their longest, 256 characters that each take 3
    // bytes encoded, in four connections: over the cap, the current
    // connection alone is kept.
    const wide = Array.from({ length: 4 }, (_, index) => {
      const [uid, value] = connection(`uid-${index}`, many) as [
        string,
        { connector: Record<string, string> },
      ]
      value.connector.id = `${index}${'#'.repeat(255)}`
      return [uid, value]
    }) as [string, never][]
    storage.setItem('wagmi.store', storeText(wide, wide[2]![0]))
    const capped = initialStateFromCookie(cookieConfig(), page.cookie)
    expect(page.writes.at(-1)!.split('; ')[0]!.length).toBeLessThanOrEqual(
      maxCookieBytes,
    )
    expect([...capped!.connections.keys()]).toEqual([wide[2]![0]])

    // A name over 64 characters is no connector Latch keeps: the state is
    // written without that connection.
    storage.setItem(
      'wagmi.store',
      storeText([connection('a', [alice], 'W'.repeat(65))] as [
        string,
        never,
      ][]),
    )
    expect(page.cookie).not.toContain('WWW')
    expect(initialStateFromCookie(cookieConfig(), page.cookie)).toBeUndefined()
  })

  test('read back checked: a cookie written by anyone else passes only as a whole state of addresses', () => {
    const page = recordingDocument('http:')
    const storage = latchCookieStorage({ document: page, storage: null })
    const set = (text: string) => {
      page.cookie = `wagmi.store=${encodeURIComponent(text)}; Path=/`
    }
    set(storeText([connection('a', ['0xnot-an-address'])] as [string, never][]))
    // wagmi gets its state without the connection (the chain is kept).
    expect(storage.getItem('wagmi.store')).toBe(
      `{"state":{"connections":{"__type":"Map","value":[]},"chainId":1,"current":null},"version":${version.split('.')[0]}}`,
    )
    expect(initialStateFromCookie(cookieConfig(), page.cookie)).toBeUndefined()
    set(
      storeText([connection('a', [alice.toLowerCase()])] as [string, never][]),
    )
    // Checksummed as it is read.
    expect(storage.getItem('wagmi.store')).toContain(alice)
    set('{"state":{"connections":{"__type":"Map","value":7}}}')
    expect(storage.getItem('wagmi.store')).toBeNull()
    set('<script>')
    expect(storage.getItem('wagmi.store')).toBeNull()
    page.cookie = 'wagmi.store=%E0%A4%A; Path=/' // not decodable
    expect(storage.getItem('wagmi.store')).toBeNull()
  })

  test('any Cookie header: initialStateFromCookie never throws, and returns nothing or a whole state', () => {
    const config = cookieConfig()
    const valid = encodeURIComponent(
      storeText([connection('a', [alice])] as [string, never][]),
    )
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 300 }),
          fc.string().map((x) => `wagmi.store=${x}`),
          fc.json().map((x) => `wagmi.store=${encodeURIComponent(x)}`),
          fc
            .tuple(fc.nat(valid.length), fc.string({ maxLength: 8 }))
            .map(
              ([at, x]) =>
                `wagmi.store=${valid.slice(0, at)}${x}${valid.slice(at)}`,
            ),
        ),
        (cookie) => {
          const state = initialStateFromCookie(config, cookie)
          if (!state) return
          expect(state.status).toBe('reconnecting')
          const current = state.connections.get(state.current!)
          expect(current?.accounts.length).toBeGreaterThan(0)
          for (const account of current!.accounts)
            expect(account).toMatch(/^0x[0-9a-fA-F]{40}$/)
        },
      ),
      { numRuns: 1000 },
    )
    expect(
      initialStateFromCookie(config, `theme=dark; wagmi.store=${valid}`)
        ?.current,
    ).toBe('a')
    expect(initialStateFromCookie(config, null)).toBeUndefined()
    expect(initialStateFromCookie(config, '')).toBeUndefined()
    // 1,000 generated headers: seconds on a loaded two-core machine.
  }, 30_000)

  test("another wagmi version's state is not rendered from", () => {
    const text = serialize({
      state: {
        connections: new Map([connection('a', [alice]) as [string, never]]),
        chainId: 1,
        current: 'a',
      },
      version: 2,
    })
    expect(
      initialStateFromCookie(
        cookieConfig(),
        `wagmi.store=${encodeURIComponent(text)}`,
      ),
    ).toBeUndefined()
  })
})
