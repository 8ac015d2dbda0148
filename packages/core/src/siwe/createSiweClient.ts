import type { Address } from 'viem'
import { signMessage } from 'viem/actions'
import { createSiweMessage } from 'viem/siwe'
import type {
  ConnectWalletReturnType,
  ConnectWalletSignIn,
} from '../actions/connectWallet.ts'
import { getConnectedWalletClient } from '../actions/getConnectedWalletClient.ts'
import { getWalletConnection } from '../actions/getWalletConnection.ts'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import { classifyWalletError } from '../errors/classify.ts'
import { SignInError } from '../errors/signIn.ts'
import { httpSiweBackend } from './httpSiweBackend.ts'
import { openSiweChannel, type TabSiweSession } from './openSiweChannel.ts'
import type {
  SiweBackend,
  SiweClientError,
  SiweOptions,
  SiweSession,
  SiweSettings,
  SiweStatus,
} from './SiweOptions.ts'

/** Where a SIWE client is (`SiweClient.getState`, `useSiwe`). */
export type SiweClientState = {
  status: SiweStatus
  /** The signed-in account. */
  address: Address | undefined
  chainId: number | undefined
  /** Why the last sign-in did not complete; cleared by the next attempt. */
  error: SiweClientError | undefined
  /** Whether the server's session has been read (after a reload). */
  checked: boolean
  /** Whether the wallet has signed and the server is verifying (`signInOnConnect`). */
  verifying: boolean
}

/** A sign-in made with the connect (`SiweClient.connectSignIn`). */
export type SiweConnectSignIn = {
  /** For `connectWallet`'s `signIn`. */
  request: ConnectWalletSignIn
  /** Verifies what the wallet signed; without a signature, *Sign in* as usual. */
  complete: (signed: ConnectWalletReturnType['signIn']) => Promise<void>
  /** The connect failed: *Sign in* as usual once connected. */
  cancel: () => void
}

/** Sign-In with Ethereum for one config (`LatchProvider`'s `siwe`, or a page's own UI). */
export type SiweClient = {
  getState: () => SiweClientState
  subscribe: (listener: () => void) => () => void
  /** Asks the wallet to sign the message, then the server to verify it. */
  signIn: () => Promise<void>
  /** Ends the session on the server and in every tab. */
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
 */
export function createSiweClient(
  config: LatchConfig,
  options: SiweOptions,
  parameters: CreateSiweClientParameters = {},
): SiweClient {
  const settings: SiweSettings = typeof options === 'string' ? {} : options
  const backend: SiweBackend =
    typeof options === 'string'
      ? httpSiweBackend(options)
      : 'url' in options
        ? httpSiweBackend(options.url)
        : options
  const signOutOnChainChange = settings.signOutOnChainChange ?? true
  const place = parameters.location ?? globalThis.location

  let state: SiweClientState = {
    status: 'unauthenticated',
    address: undefined,
    chainId: undefined,
    error: undefined,
    checked: false,
    verifying: false,
  }
  const listeners = new Set<() => void>()
  const set = (next: Partial<SiweClientState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }
  const signedOut = (error?: SiweClientError) =>
    set({
      status: 'unauthenticated',
      address: undefined,
      chainId: undefined,
      error,
      verifying: false,
    })
  let stopped = false
  // Each sign-in attempt's number: a later one makes an earlier one moot.
  let attempt = 0

  // The nonce for the next sign-in, fetched before the visitor taps.
  let nonce: { for: Address; value: Promise<string | undefined> } | undefined
  const prefetch = () => {
    const { status, account } = getWalletConnection(config)
    if (stopped || status !== 'connected' || !account) return
    if (state.status !== 'unauthenticated' || !state.checked) return
    if (nonce?.for === account) return
    nonce = {
      for: account,
      // A failed fetch is tried again when the visitor taps.
      value: backend.getNonce().catch(() => undefined),
    }
  }

  // With `signInOnConnect`, the nonce for a sign-in made with the connect:
  // fetched while disconnected, so the wallet is asked inside the click;
  // fetched again before the server's lifetime for it (5 minutes) ends.
  const signsInOnConnect =
    !!settings.signInOnConnect &&
    config.latch.wallets.some((x) => x.signInOnConnect)
  let connectNonce: { value: string | undefined; at: number } | undefined
  // A connect asked to sign in, not settled yet (`connectSignIn`).
  let connectPending = false
  const dropConnectSignIn = () => {
    if (!connectPending) return
    connectPending = false
    attempt++
    signedOut()
  }
  let connectNonceTimer: ReturnType<typeof setTimeout> | undefined
  const connectNonceLifetime = 4 * 60_000
  const prefetchConnect = () => {
    if (!signsInOnConnect || stopped || !state.checked) return
    if (state.status !== 'unauthenticated') return
    if (getWalletConnection(config).status !== 'disconnected') return
    if (connectNonce && Date.now() - connectNonce.at < connectNonceLifetime)
      return
    const entry: { value: string | undefined; at: number } = {
      value: undefined,
      at: Date.now(),
    }
    connectNonce = entry
    backend.getNonce().then(
      (value) => {
        if (connectNonce === entry) entry.value = value
      },
      () => {
        // Tried again at the next change, or with the next timer.
        if (connectNonce === entry) connectNonce = undefined
      },
    )
    clearTimeout(connectNonceTimer)
    connectNonceTimer = setTimeout(() => {
      if (connectNonce === entry) connectNonce = undefined
      prefetchConnect()
    }, connectNonceLifetime)
  }

  // A session is this page's only while it is the connected account's.
  const matches = (session: Pick<SiweSession, 'address' | 'chainId'>) => {
    const { account, chain } = getWalletConnection(config)
    return (
      !!account &&
      account.toLowerCase() === session.address.toLowerCase() &&
      (!signOutOnChainChange || chain?.id === session.chainId)
    )
  }

  const channel = openSiweChannel((session) => {
    if (session.status === 'unauthenticated') {
      nonce = undefined
      if (state.status === 'authenticated') signedOut()
      prefetch()
      return
    }
    // Another tab signed in: the server says whether it is so.
    void readSession()
  })
  const tell = (session: TabSiweSession) => channel.post(session)

  // Reads the server's session once the wallet's own is settled.
  let reading: Promise<void> | undefined
  const readSession = () => {
    reading ??= (async () => {
      try {
        const session = await backend.getSession().catch(() => null)
        if (stopped) return
        await settled()
        if (session && matches(session))
          set({
            status: 'authenticated',
            address: session.address,
            chainId: session.chainId,
            error: undefined,
          })
        else if (state.status === 'authenticated') signedOut()
      } finally {
        reading = undefined
        if (!state.checked) set({ checked: true })
        prefetch()
        prefetchConnect()
      }
    })()
    return reading
  }
  const settled = () =>
    new Promise<void>((resolve) => {
      const done = () =>
        config.state.status !== 'connecting' &&
        config.state.status !== 'reconnecting'
      if (done()) return resolve()
      const stop = config.subscribe(
        (x) => x.status,
        () => {
          if (!done()) return
          stop()
          resolve()
        },
      )
    })

  /**
   * The server's new session, in this tab and the others; unless the wallet
   * moved on while the server verified: not this session, ended.
   */
  const signedIn = async (
    session: Pick<SiweSession, 'address' | 'chainId'>,
  ) => {
    if (!matches(session)) return endSession()
    set({
      status: 'authenticated',
      address: session.address,
      chainId: session.chainId,
      error: undefined,
      verifying: false,
    })
    tell({
      status: 'authenticated',
      address: session.address,
      chainId: session.chainId,
    })
  }
  const endSession = async () => {
    nonce = undefined
    signedOut()
    tell({ status: 'unauthenticated' })
    await backend.signOut().catch(() => {})
  }

  // Signed out when the wallet leaves, changes account or (by default) chain.
  const stopConnection = config.subscribe(
    (x) => x,
    (_, previous) => {
      const { status, account } = getWalletConnection(config)
      if (status === 'connecting' || status === 'reconnecting') return
      // A connect that ended without connecting leaves no sign-in pending.
      if (status === 'disconnected' && previous.status === 'connecting')
        dropConnectSignIn()
      if (state.status === 'authenticated' && state.address) {
        if (!matches({ address: state.address, chainId: state.chainId ?? 0 }))
          void endSession()
        return
      }
      if (nonce && nonce.for !== account) nonce = undefined
      prefetch()
      prefetchConnect()
    },
  )

  void readSession()

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async signIn() {
      const { account, chain } = getWalletConnection(config)
      if (!account || !chain || state.status === 'signing') return
      const current = ++attempt
      set({ status: 'signing', error: undefined })
      try {
        // Ready before the tap when all went well: the wallet's prompt
        // then opens inside it.
        const ready = nonce?.for === account ? nonce.value : undefined
        nonce = undefined
        const value =
          (await ready) ?? (await step('nonce', () => backend.getNonce()))
        const message = createSiweMessage({
          address: account,
          chainId: chain.id,
          domain: place.host,
          uri: place.origin,
          nonce: value,
          version: '1',
          issuedAt: new Date(),
          ...(settings.statement ? { statement: settings.statement } : {}),
        })
        let signature: `0x${string}`
        try {
          signature = await signMessage(
            await getConnectedWalletClient(config, { account }),
            { account, message },
          )
        } catch (error) {
          throw classifyWalletError(error, { operation: 'signMessage' })
        }
        const session = await step('verify', () =>
          backend.verify({ message, signature }),
        )
        if (current !== attempt || stopped) return
        await signedIn(session)
      } catch (error) {
        if (current !== attempt) return
        signedOut(
          error instanceof SignInError
            ? error
            : classifyWalletError(error, { operation: 'signMessage' }),
        )
        // A fresh nonce for the next tap: each one is single use.
        prefetch()
      }
    },
    async signOut() {
      attempt++
      await endSession()
      prefetch()
    },
    connectSignIn(connectorId) {
      // A connect never settled (its wallet left waiting): this one replaces it.
      dropConnectSignIn()
      const wallet = config.latch.wallets.find((x) => x.id === connectorId)
      const ready = connectNonce
      if (!signsInOnConnect || !wallet?.signInOnConnect) return
      if (state.status !== 'unauthenticated' || !ready?.value) return
      if (Date.now() - ready.at >= connectNonceLifetime) return
      // Single use: the next connect gets a fresh one.
      connectNonce = undefined
      const current = ++attempt
      connectPending = true
      set({ status: 'signing', error: undefined })
      const fallBack = (error?: SiweClientError) => {
        if (current !== attempt || stopped) return
        connectPending = false
        signedOut(error)
        prefetch()
        prefetchConnect()
      }
      return {
        request: {
          nonce: ready.value,
          domain: place.host,
          uri: place.origin,
          ...(settings.statement ? { statement: settings.statement } : {}),
        },
        async complete(signed) {
          if (current !== attempt || stopped) return
          connectPending = false
          // No signature (the wallet skipped the capability): *Sign in*.
          if (!signed) return fallBack()
          set({ verifying: true })
          try {
            const session = await step('verify', () => backend.verify(signed))
            if (current !== attempt || stopped) return
            await signedIn(session)
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
    },
    stop() {
      stopped = true
      clearTimeout(connectNonceTimer)
      stopConnection()
      channel.close()
      listeners.clear()
    },
  }
}

/**
 * A backend's step: what it throws is a `SignInError` (a backend of the
 * dapp's own may throw anything), never taken for the wallet's.
 */
async function step<result>(
  operation: 'nonce' | 'verify',
  run: () => Promise<result>,
): Promise<result> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof SignInError) throw error
    throw new SignInError({ operation, cause: error })
  }
}
