import type {
  ConnectWalletReturnType,
  ConnectWalletSignIn,
} from '../actions/connectWallet.ts'
import { SignInError } from '../errors/signIn.ts'
import type { ConnectNonce } from './createConnectNonce.ts'
import type { SignInNonce } from './createSignInNonce.ts'
import type { SiweClientSession } from './createSiweSession.ts'
import type { SiweClientContext } from './SiweClientContext.ts'
import type { SiweClientError } from './SiweOptions.ts'
import { siweStep } from './siweStep.ts'

/** A sign-in made with the connect (`SiweClient.connectSignIn`). */
export type SiweConnectSignIn = {
  /** For `connectWallet`'s `signIn`. */
  request: ConnectWalletSignIn
  /** Verifies what the wallet signed; without a signature, *Sign in* as usual. */
  complete: (signed: ConnectWalletReturnType['signIn']) => Promise<void>
  /** The connect failed: *Sign in* as usual once connected. */
  cancel: () => void
}

/**
 * Sign-ins made with the connect (`signInOnConnect`, internal): what a
 * connect asks the wallet to sign, and the verifying of what it signed.
 * One is pending at most: `drop` ends it (a connect that ended without
 * connecting, or another connect).
 */
export function createConnectSignIn(
  context: SiweClientContext,
  parts: {
    session: SiweClientSession
    nonce: SignInNonce
    connectNonce: ConnectNonce
  },
) {
  const { config, backend, state, settings, place } = context
  // A connect asked to sign in, not settled yet.
  let pending = false
  const drop = () => {
    if (!pending) return
    pending = false
    context.attempt++
    state.signedOut()
  }
  const connectSignIn = (
    connectorId: string,
  ): SiweConnectSignIn | undefined => {
    // A connect never settled (its wallet left waiting): this one replaces it.
    drop()
    const wallet = config.latch.wallets.find((x) => x.id === connectorId)
    if (!parts.connectNonce.enabled || !wallet?.signInOnConnect) return
    if (state.get().status !== 'unauthenticated') return
    // Single use: the next connect gets a fresh one.
    const nonce = parts.connectNonce.take()
    if (!nonce) return
    const current = ++context.attempt
    pending = true
    state.set({ status: 'signing', error: undefined })
    const fallBack = (error?: SiweClientError) => {
      if (current !== context.attempt || context.stopped) return
      pending = false
      state.signedOut(error)
      parts.nonce.prefetch()
      parts.connectNonce.prefetch()
    }
    return {
      request: {
        nonce,
        domain: place.host,
        uri: place.origin,
        ...(settings.statement ? { statement: settings.statement } : {}),
      },
      async complete(signed) {
        if (current !== context.attempt || context.stopped) return
        pending = false
        // No signature (the wallet skipped the capability): *Sign in*.
        if (!signed) return fallBack()
        state.set({ verifying: true })
        try {
          const session = await siweStep('verify', () => backend.verify(signed))
          if (current !== context.attempt || context.stopped) return
          await parts.session.signedIn(session)
        } catch (error) {
          fallBack(
            error instanceof SignInError
              ? error
              : new SignInError({ operation: 'verify', cause: error }),
          )
        }
      },
      cancel: () => fallBack(),
    }
  }
  return { connectSignIn, drop }
}
