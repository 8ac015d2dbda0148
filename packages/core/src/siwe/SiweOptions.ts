import type { Address } from 'viem'
import type { WalletError } from '../errors/classify.ts'
import type { SignInError } from '../errors/signIn.ts'

/** A signed-in session, as the dapp's backend reports it. */
export type SiweSession = {
  address: Address
  chainId: number
  /** When the server's session ends, in ms since the epoch, if it said. */
  expiresAt?: number | undefined
}

/**
 * A Sign-In with Ethereum backend of the dapp's own: the four steps, each
 * throwing (ideally a `SignInError`) when the server refuses or does not answer.
 */
export type SiweBackend = {
  /** A fresh single-use nonce (and the server's pre-session, as it keeps it). */
  getNonce: () => Promise<string>
  /** Verifies the signed EIP-4361 message and opens the session. */
  verify: (parameters: {
    message: string
    signature: `0x${string}`
  }) => Promise<Pick<SiweSession, 'address' | 'chainId'>>
  /** The current session, or `null` when there is none. */
  getSession: () => Promise<SiweSession | null>
  /** Ends the session on the server. */
  signOut: () => Promise<void>
}

/** The SIWE client's settings beyond the backend (`LatchProvider`'s `siwe`, `createSiweClient`). */
export type SiweSettings = {
  /** The message's `statement`: what the visitor agrees to by signing (EIP-4361: one line of ASCII letters, digits, spaces and RFC 3986 punctuation). */
  statement?: string | undefined
  /** Signs out when the wallet's chain changes; true by default. */
  signOutOnChainChange?: boolean | undefined
  /**
   * Signs in as the wallet connects, with one prompt, where the wallet can
   * (Base Account's `signInWithEthereum` capability): the nonce is fetched
   * while the page waits for a click, the message the wallet signed is
   * verified by the backend, and the visitor is signed in at once. A wallet
   * that cannot, or that returns no signature, connects as usual and offers
   * *Sign in*. False by default.
   */
  signInOnConnect?: boolean | undefined
}

/**
 * Sign-In with Ethereum (`createSiweClient`, `LatchProvider`'s `siwe`): the base URL of the
 * endpoints `@latch/siwe` serves (`/api/siwe`: `GET nonce`, `POST verify`,
 * `GET session`, `POST logout`), or an object with `url` or the four
 * functions of a backend of the dapp's own, and the settings.
 */
export type SiweOptions =
  | string
  | (SiweSettings & ({ url: string } | SiweBackend))

/** Where Sign-In with Ethereum is (`SiweClient.getState`, `useSiwe`). */
export type SiweStatus = 'unauthenticated' | 'signing' | 'authenticated'

/** Why the last sign-in did not complete. */
export type SiweClientError = SignInError | WalletError
