import type { SiweOptions } from '@latch/core/siwe'
import type {
  AccountAction,
  ConnectButtonProps,
  Messages,
  TokenSuggestion,
} from '@latch/react'
import { type ComponentType, createContext, useContext } from 'react'

/**
 * What a build adds to the pages: in devnet builds, the demo token,
 * Sign-In with Ethereum's endpoints (production: the dapp's own backend,
 * none here) and the Send form.
 */
export type AppOptions = {
  tokens: readonly TokenSuggestion[]
  siwe?: SiweOptions | undefined
  /**
   * The devnet's Send form: named by the devnet's entry alone, so that a
   * production build holds none of its code (nor viem's parsing it pulls
   * into the first paint's chunk).
   */
  send?: ComponentType | undefined
  /**
   * Sign-In with Ethereum's *Sign in* (`@latch/react`'s `SignIn`), named by
   * the devnet's entry alone: a production build, which has no backend for
   * it, fetches none of its code on a connected reload.
   */
  signIn?: ComponentType | undefined
  /**
   * A one-wallet button (`WalletButton`) for the Dev wallet on the home page
   * while no wallet is connected; devnet builds only.
   */
  walletButton?: ComponentType | undefined
  /**
   * The header's button's props; devnet builds: `?showBalance=token` (the
   * demo token's balance on it), `?chainStatus=icon|full|name` (a chain
   * button beside it, which opens the network dialog).
   */
  button?: ConnectButtonProps | undefined
  /** The app's own actions in the account dialog, in the page's language. */
  accountActions?: ((messages: Messages) => AccountAction[]) | undefined
  /**
   * What the Send form does when the app cannot pay the gas: `'optional'`
   * (the visitor pays, and is told so first) by default, `'required'`
   * (nothing is sent); devnet builds: `?sponsorship=required`.
   */
  sponsorship?: 'required' | 'optional' | undefined
}

/** The build's page options; none by default (production). */
export const AppOptionsContext = createContext<AppOptions>({ tokens: [] })

/** The build's page options. */
export function useAppOptions(): AppOptions {
  return useContext(AppOptionsContext)
}
