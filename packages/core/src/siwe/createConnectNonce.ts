import { getWalletConnection } from '../actions/getWalletConnection.ts'
import type { SiweClientContext } from './SiweClientContext.ts'

/** The nonce kept ready for a sign-in made with the connect (internal). */
export type ConnectNonce = ReturnType<typeof createConnectNonce>

// Fetched again before the server's lifetime for a nonce (5 minutes) ends.
const lifetime = 4 * 60_000

/**
 * With `signInOnConnect`, the nonce for a sign-in made with the connect
 * (internal): fetched while disconnected, so the wallet is asked inside the
 * click, and fetched again before the server forgets it.
 */
export function createConnectNonce(context: SiweClientContext) {
  const { config, backend, state } = context
  const enabled =
    !!context.settings.signInOnConnect &&
    config.latch.wallets.some((x) => x.signInOnConnect)
  let nonce: { value: string | undefined; at: number } | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const prefetch = () => {
    if (!enabled || context.stopped || !state.get().checked) return
    if (state.get().status !== 'unauthenticated') return
    if (getWalletConnection(config).status !== 'disconnected') return
    if (nonce && Date.now() - nonce.at < lifetime) return
    const entry: { value: string | undefined; at: number } = {
      value: undefined,
      at: Date.now(),
    }
    nonce = entry
    backend.getNonce().then(
      (value) => {
        if (nonce === entry) entry.value = value
      },
      () => {
        // Tried again at the next change, or with the next timer.
        if (nonce === entry) nonce = undefined
      },
    )
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (nonce === entry) nonce = undefined
      prefetch()
    }, lifetime)
  }
  return {
    /** Whether a wallet of the config can sign in as it connects, and the dapp asked for it. */
    enabled,
    prefetch,
    /** The nonce, if one is ready and young enough, taken: single use. */
    take(): string | undefined {
      const ready = nonce
      if (!ready?.value || Date.now() - ready.at >= lifetime) return
      nonce = undefined
      return ready.value
    },
    stop: () => clearTimeout(timer),
  }
}
