import { type Config, type State, serialize } from '@wagmi/core'
import { parseWagmiStore } from '../config/parseWagmiStore.ts'

/**
 * A server's initial state as Latch renders from it: checked as a stored
 * state is (`parseWagmiStore`: whole connections of addresses, chain ids and
 * connector identities, capped), its chain one of the config's (else the
 * first), its status `reconnecting` (the browser confirms the session with
 * the wallet once hydrated). `undefined` without a whole current
 * connection, or for anything that is not a state. Never throws.
 */
export function toInitialState(
  config: Config,
  value: unknown,
): State | undefined {
  let text: string
  try {
    text = serialize({ state: value, version: 0 })
  } catch {
    return undefined
  }
  const store = parseWagmiStore(text)
  const current = store?.state.current
  if (!store || !current) return undefined
  const { connections, chainId } = store.state
  return {
    chainId:
      chainId && config.chains.some((chain) => chain.id === chainId)
        ? chainId
        : config.chains[0].id,
    // Each connector by its identity (id, uid, name, type), as wagmi keeps
    // a stored one until it reconnects.
    connections: connections as unknown as State['connections'],
    current,
    status: 'reconnecting',
  }
}
