import { deserialize, serialize } from '@wagmi/core'
import { parseWagmiStore, storedStateLimits } from './parseWagmiStore.ts'
import { readCookie } from './readCookie.ts'
import { safeStorage } from './safeStorage.ts'

export type LatchCookieStorageParameters = {
  /**
   * How long the browser keeps the session's cookies, in seconds, renewed
   * with every change: 30 days by default (`2_592_000`).
   */
  maxAge?: number | undefined
  /**
   * Where everything else is kept (the wallet cache, the first paint's
   * snapshot): the page's `localStorage` by default, never throwing
   * (`safeStorage`); `null` for nowhere.
   */
  storage?: Storage | null | undefined
  /** The document whose cookies hold the session: the page's by default. */
  document?:
    | {
        cookie: string
        readonly location?: { readonly protocol: string } | null | undefined
      }
    | undefined
}

/** The session's keys (wagmi's, under Latch's prefix): what goes to cookies. */
const wagmiStoreKey = 'wagmi.store'
const recentConnectorKey = 'wagmi.recentConnectorId'

/** 30 days, in seconds. */
const defaultMaxAge = 30 * 24 * 60 * 60
/**
 * Bytes of `name=value`, at most: browsers keep a cookie of up to 4,096,
 * and every request to the site carries it.
 */
export const maxCookieBytes = 4000

/**
 * A storage for `createLatchConfig({ storage })` that keeps the session in
 * cookies, so a server reads it from the request (`initialStateFromCookie`)
 * and renders the visitor's account: wagmi's state (`wagmi.store`) and the
 * last wallet used (`wagmi.recentConnectorId`), each checked as it is
 * written and read (accounts, chain ids, connector ids: nothing secret, at
 * most `maxCookieBytes`), sent with `Path=/`, `SameSite=Lax`, a `Max-Age`,
 * and `Secure` on an `https:` page. Everything else goes to `storage`.
 * On a server (no `document`) it reads and writes nothing.
 *
 * @example
 * const latch = createLatchConfig({
 *   appName: 'My dapp',
 *   chains: [mainnet, base],
 *   ssr: true,
 *   storage: latchCookieStorage(),
 * })
 */
export function latchCookieStorage(
  parameters: LatchCookieStorageParameters = {},
): Storage {
  const maxAge = Math.max(0, Math.floor(parameters.maxAge ?? defaultMaxAge))
  let pageStorage: Storage | undefined
  const other = (): Storage | undefined => {
    if (parameters.storage !== undefined) return parameters.storage ?? undefined
    if (typeof window === 'undefined') return undefined
    pageStorage ??= safeStorage(() => window.localStorage)
    return pageStorage
  }
  const page = () =>
    parameters.document ??
    (typeof document === 'undefined' ? undefined : document)
  const write = (name: string, value: string, age: number) => {
    const target = page()
    if (!target) return
    const secure = target.location?.protocol === 'https:' ? '; Secure' : ''
    target.cookie = `${name}=${value}; Path=/; Max-Age=${age}; SameSite=Lax${secure}`
  }
  const isCookie = (key: string) =>
    key === wagmiStoreKey || key === recentConnectorKey
  const cookieKeys = () =>
    [wagmiStoreKey, recentConnectorKey].filter(
      (key) => readCookie(page()?.cookie, key) !== undefined,
    )

  return {
    get length() {
      return (other()?.length ?? 0) + cookieKeys().length
    },
    key(index) {
      const keys = cookieKeys()
      return index < keys.length
        ? keys[index]!
        : (other()?.key(index - keys.length) ?? null)
    },
    getItem(key) {
      if (!isCookie(key)) return other()?.getItem(key) ?? null
      const text = readCookie(page()?.cookie, key)
      return (text !== undefined && checked(key, text)) || null
    },
    setItem(key, value) {
      if (!isCookie(key)) return other()?.setItem(key, value)
      const encoded = encodedWithin(key, String(value))
      if (encoded === undefined) write(key, '', 0)
      else write(key, encoded, maxAge)
    },
    removeItem(key) {
      if (!isCookie(key)) return other()?.removeItem(key)
      if (readCookie(page()?.cookie, key) !== undefined) write(key, '', 0)
    },
    clear() {
      other()?.clear()
      for (const key of cookieKeys()) write(key, '', 0)
    },
  }
}

/** The stored text as Latch lets it through, or `undefined`. */
function checked(key: string, text: string): string | undefined {
  if (key === wagmiStoreKey) {
    const store = parseWagmiStore(text)
    return store && serialize(store)
  }
  try {
    const id: unknown = deserialize(text)
    return typeof id === 'string' &&
      id.length > 0 &&
      id.length <= storedStateLimits.id
      ? serialize(id)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * The cookie's value for what wagmi writes, encoded, within
 * `maxCookieBytes`: the state whole, else its current connection alone,
 * else that connection's first account alone; `undefined` if even that does
 * not fit or the value is not one Latch keeps.
 */
function encodedWithin(key: string, value: string): string | undefined {
  const fits = (text: string | undefined) => {
    if (text === undefined) return undefined
    let encoded: string
    try {
      encoded = encodeURIComponent(text)
    } catch {
      return undefined // a lone surrogate: no cookie can say it
    }
    return key.length + 1 + encoded.length <= maxCookieBytes
      ? encoded
      : undefined
  }
  if (key !== wagmiStoreKey) return fits(checked(key, value))
  const store = parseWagmiStore(value)
  if (!store) return undefined
  const whole = fits(serialize(store))
  if (whole !== undefined) return whole
  const { current } = store.state
  const connection = current ? store.state.connections.get(current) : undefined
  if (!current || !connection) return undefined
  const alone = (accounts: typeof connection.accounts) =>
    fits(
      serialize({
        ...store,
        state: {
          ...store.state,
          connections: new Map([[current, { ...connection, accounts }]]),
        },
      }),
    )
  return alone(connection.accounts) ?? alone([connection.accounts[0]])
}
