import { isolate } from '../isolate.ts'

/**
 * Sign-In with Ethereum's texts (`LatchProvider`'s `siwe`), in English: a
 * catalogue of their own, loaded with the code that shows them (`SignIn`,
 * the connect dialog's sign-in step, both only once the SIWE client's chunk
 * is there), so a first paint carries none. The other languages are beside
 * this file.
 */
export const siweMessages = {
  signIn: 'Sign in',
  signOut: 'Sign out',
  /** The connect dialog's step once connected: its heading. */
  stepTitle: (app: string) => `Sign in to ${app}`,
  /** Under that heading: what signing in proves, and that it costs nothing. */
  stepIntro: (app: string) =>
    `Sign a message to prove to ${app} that you control this account: it is free, with no transaction and no gas.`,
  /** Closes that step: connected, not signed in. */
  notNow: 'Not now',
  confirmIn: (wallet: string) => `Confirm the sign-in in ${isolate(wallet)}.`,
  /** While the server checks a sign-in the wallet made as it connected. */
  verifying: 'Checking the sign-in…',
  signedInAs: (name: string) => `Signed in as ${isolate(name)}`,
  refused: 'The server did not accept the sign-in. Try again.',
  unavailable: 'Sign-in is unavailable right now. Try again later.',
}

/** Sign-In with Ethereum's texts in any language: English's keys. */
export type SiweMessages = typeof siweMessages
