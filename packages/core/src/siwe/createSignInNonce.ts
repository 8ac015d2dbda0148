import type { Address } from 'viem'
import { getWalletConnection } from '../actions/getWalletConnection.ts'
import type { SiweClientContext } from './SiweClientContext.ts'

/** The nonce kept ready for *Sign in* (internal). */
export type SignInNonce = ReturnType<typeof createSignInNonce>

/**
 * The nonce for the next *Sign in* (internal): fetched while a wallet is
 * connected and nobody is signed in, before the visitor taps, so the
 * wallet's prompt opens inside the tap. Each one is used once.
 */
export function createSignInNonce(context: SiweClientContext) {
  const { config, backend, state } = context
  let nonce: { for: Address; value: Promise<string | undefined> } | undefined
  return {
    prefetch() {
      const { status, account } = getWalletConnection(config)
      if (context.stopped || status !== 'connected' || !account) return
      const { status: signedIn, checked } = state.get()
      if (signedIn !== 'unauthenticated' || !checked) return
      if (nonce?.for === account) return
      nonce = {
        for: account,
        // A failed fetch is tried again when the visitor taps.
        value: backend.getNonce().catch(() => undefined),
      }
    },
    /** The nonce ready for `account`, if any, taken: the next is fresh. */
    take(account: Address): Promise<string | undefined> | undefined {
      const ready = nonce?.for === account ? nonce.value : undefined
      nonce = undefined
      return ready
    },
    drop() {
      nonce = undefined
    },
    /** Dropped unless it is `account`'s. */
    keepFor(account: Address | undefined) {
      if (nonce && nonce.for !== account) nonce = undefined
    },
  }
}
