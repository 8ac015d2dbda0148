import { type Config, type State, version } from '@wagmi/core'
import { parseWagmiStore } from '../config/parseWagmiStore.ts'
import { readCookie } from '../config/readCookie.ts'
import { toInitialState } from './toInitialState.ts'

/** The version wagmi stores its state under: its major (another is dropped). */
const storeVersion = Number.parseInt(version.split('.')[0] ?? '0', 10)

/**
 * On a server: the visitor's session from the request's `Cookie` header, as
 * `latchCookieStorage` wrote it, for `LatchProvider`'s `initialState`, so
 * the server's HTML already shows the account. The cookie is checked as
 * any stored value: `undefined` for one that is absent, malformed, hostile
 * or of another wagmi version (the page then renders *Connect wallet*);
 * never throws. The state is `reconnecting`: the browser confirms it with
 * the wallet once hydrated. Touches no `window`, no React.
 *
 * @example
 * const initialState = initialStateFromCookie(latch, request.headers.get('cookie'))
 */
export function initialStateFromCookie(
  config: Config,
  cookie: string | null | undefined,
): State | undefined {
  const key = `${config.storage?.key ?? 'wagmi'}.store`
  const store = parseWagmiStore(readCookie(cookie, key))
  if (!store || store.version !== storeVersion) return undefined
  return toInitialState(config, store.state)
}
