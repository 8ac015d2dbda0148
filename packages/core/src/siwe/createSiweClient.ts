import type { LatchConfig } from '../config/createLatchConfig.ts'
import { createConnectNonce } from './createConnectNonce.ts'
import {
  createConnectSignIn,
  type SiweConnectSignIn,
} from './createConnectSignIn.ts'
import { createSignInNonce } from './createSignInNonce.ts'
import {
  createSiweClientState,
  type SiweClientState,
} from './createSiweClientState.ts'
import { createSiweSession } from './createSiweSession.ts'
import { httpSiweBackend } from './httpSiweBackend.ts'
import type { SiweClientContext } from './SiweClientContext.ts'
import type { SiweBackend, SiweOptions } from './SiweOptions.ts'
import { signInWithWallet } from './signInWithWallet.ts'
import { watchWalletForSiwe } from './watchWalletForSiwe.ts'

/** Sign-In with Ethereum for one config (`LatchProvider`'s `siwe`, or a page's own UI). */
export type SiweClient = {
  getState: () => SiweClientState
  subscribe: (listener: () => void) => () => void
  /** Asks the wallet to sign the message, then the server to verify it; never throws. */
  signIn: () => Promise<void>
  /** Ends the session on the server and in every tab; never throws. */
  signOut: () => Promise<void>
  /**
   * What to sign in with as `connectorId`'s wallet connects, when
   * `signInOnConnect` is on, the wallet can, and a nonce is ready (read
   * synchronously, inside the visitor's click); otherwise `undefined`.
   */
  connectSignIn: (connectorId: string) => SiweConnectSignIn | undefined
  stop: () => void
}

export type CreateSiweClientParameters = {
  /** The page's host and origin (the message's `domain` and `uri`); `location`'s by default. */
  location?: Pick<Location, 'host' | 'origin'> | undefined
}

/**
 * Sign-In with Ethereum for a page: reads the server's session at once (a
 * reload is not signed again), keeps a nonce ready while connected and not
 * signed in (so the wallet's prompt opens inside the visitor's tap), builds
 * the EIP-4361 message with viem, and signs out when the wallet disconnects,
 * changes account, or (by default) changes chain. Sign-ins and sign-outs are
 * told to the page's other tabs, which read the server's session again.
 *
 * @example
 * const siwe = createSiweClient(config, '/api/siwe')
 * siwe.subscribe(() => render(siwe.getState()))
 * button.onclick = () => siwe.signIn()
 */
export function createSiweClient(
  config: LatchConfig,
  options: SiweOptions,
  parameters: CreateSiweClientParameters = {},
): SiweClient {
  const context: SiweClientContext = {
    config,
    backend: toBackend(options),
    settings: typeof options === 'string' ? {} : options,
    place: parameters.location ?? globalThis.location,
    state: createSiweClientState(),
    stopped: false,
    attempt: 0,
  }
  const nonce = createSignInNonce(context)
  const connectNonce = createConnectNonce(context)
  const session = createSiweSession(context, {
    signIn: nonce,
    connect: connectNonce,
  })
  const connect = createConnectSignIn(context, {
    session,
    nonce,
    connectNonce,
  })
  const stopWatching = watchWalletForSiwe(context, {
    session,
    nonce,
    connectNonce,
    dropConnectSignIn: connect.drop,
  })
  void session.read()

  return {
    getState: context.state.get,
    subscribe: context.state.subscribe,
    signIn: () => signInWithWallet(context, { session, nonce }),
    async signOut() {
      context.attempt++
      await session.end()
      nonce.prefetch()
    },
    connectSignIn: connect.connectSignIn,
    stop() {
      context.stopped = true
      connectNonce.stop()
      stopWatching()
      session.close()
      context.state.clear()
    },
  }
}

/** The backend `options` name: `@latch/siwe`'s endpoints at a URL, or the dapp's own. */
function toBackend(options: SiweOptions): SiweBackend {
  if (typeof options === 'string') return httpSiweBackend(options)
  return 'url' in options ? httpSiweBackend(options.url) : options
}
