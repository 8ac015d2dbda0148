import type { Config, State } from '@wagmi/core'
import { hasHydrated } from '../config/wagmiInternals.ts'

/**
 * In the browser, before hydration: the server's initial state (checked by
 * `toInitialState`) becomes the config's, so the first render matches the
 * server's HTML (the account, not *Connect wallet*). Only while wagmi has
 * not read its stored state and holds no connection: a session already
 * read or restored wins.
 */
export function applyInitialState(config: Config, state: State): void {
  if (hasHydrated(config) || config.state.current) return
  config.setState(state)
}
