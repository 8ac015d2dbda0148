import type { SiweOptions } from '@latch/core/siwe'
import {
  announceProvider,
  createDevWallet,
  devnetBundlerPath,
  devnetChainIds,
  devnetChains,
  devnetContracts,
  devnetPaymasterPath,
  devnetProjectId,
  devnetRelayPath,
  devnetVisitorAccountIndex,
  enableWalletConnectTestMode,
} from '@latch/devnet/browser'
import {
  type ConnectButtonChainStatus,
  type ConnectButtonProps,
  en,
  SignIn,
  type TokenSuggestion,
} from '@latch/react'
import { type ComponentType, lazy } from 'react'
import { type Address, isAddress } from 'viem'
import type { AppOptions } from './AppOptions.ts'
import { appMessages } from './appMessages.ts'
import type { DevnetSetup } from './config/createAppConfig.ts'
import { DevWalletButtonSlot } from './DevWalletButtonSlot.tsx'
import { devWalletInfo } from './devWalletInfo.ts'
import type { LanguageOption } from './language/languageOptions.ts'
import { pseudoLocalize } from './language/pseudoLocalize.ts'

/**
 * What a devnet build adds: its chains and relay, the demo token, and
 * languages for tests (the pseudo-locale).
 */
export type AppDevnetSetup = DevnetSetup & {
  tokens: readonly TokenSuggestion[]
  /** Sign-In with Ethereum: its endpoints (`npm start` serves them there), and settings. */
  siwe?: SiweOptions | undefined
  languages?: readonly LanguageOption[]
  /** The Send form, a chunk of its own (production builds hold none of it). */
  send?: ComponentType | undefined
  /** Sign-In with Ethereum's *Sign in* (production builds hold none of it). */
  signIn?: ComponentType | undefined
  /** The Dev wallet's one-wallet button (production builds hold none of it). */
  walletButton?: ComponentType | undefined
  /** `?sponsorship=required`: the Send form sends nothing the app cannot pay for. */
  sponsorship?: 'required' | undefined
  /** The account dialog's *Sign message*: to the page's own form. */
  accountActions?: AppOptions['accountActions']
  /** The header's button: `?showBalance=token`, `?chainStatus=…`. */
  button?: ConnectButtonProps | undefined
}

const SendForm = lazy(() =>
  import('./send/SendForm.tsx').then((x) => ({ default: x.SendForm })),
)

const chainStatuses: readonly ConnectButtonChainStatus[] = [
  'full',
  'icon',
  'name',
]

const demoTokenImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#3451d1"/><path d="M11 15v-3a5 5 0 0 1 10 0v3" fill="none" stroke="#fff" stroke-width="2.5"/><rect x="9" y="15" width="14" height="10" rx="2" fill="#fff"/></svg>',
)}`

/** For the layout tests: every text 40 % longer and accented. */
export const devnetLanguages: readonly LanguageOption[] = [
  {
    tag: 'en-XA',
    name: 'Pseudo (en-XA)',
    dir: 'ltr',
    load: async () => ({
      messages: { ...pseudoLocalize(en), lang: 'en-XA' },
      app: pseudoLocalize(appMessages),
    }),
  },
]

/** The devnet's chains and relay as a page at `origin` reaches them. */
export function devnetSetup(origin: string): DevnetSetup {
  return {
    chains: devnetChains(origin),
    walletConnect: {
      projectId: devnetProjectId,
      relayUrl: `${origin.replace(/^http/, 'ws')}${devnetRelayPath}`,
    },
    settings: {
      // anvil answers in milliseconds: a transaction the node has not known
      // for 5 s is dropped, and the nodes are asked twice a second.
      transactions: { droppedAfter: 5_000, pollingInterval: 500 },
      // Gas the visitor does not pay: the devnet's ERC-7677 paymaster
      // service (`npm start` runs it on the first chain, with its bundler).
      paymasters: {
        [devnetChainIds.first]: `${origin}${devnetPaymasterPath(devnetChainIds.first)}`,
      },
    },
  }
}

/**
 * Devnet builds only: announces the Dev wallet over EIP-6963 (it never takes
 * `window.ethereum` from a real extension; not with `?devWallet=off`) and returns the devnet's chains,
 * WalletConnect relay and demo token, and Sign-In with Ethereum's endpoints
 * (the devnet app's own backend, `apps/web/scripts/startSiweServer.ts`).
 */
export function installDevnet(origin: string): AppDevnetSetup {
  // Offline, WalletConnect's Verify step would wait ~5 s on every request for
  // a server it cannot reach. Devnet builds only: Verify protects visitors.
  enableWalletConnectTestMode()
  const chains = devnetChains(origin)
  const search = new URLSearchParams(window.location.search)
  const wallet = createDevWallet({
    chains: chains.map((chain) => ({
      id: chain.id,
      name: chain.name,
      rpcUrl: chain.rpcUrls.default.http[0]!,
      // A smart account there: sponsored batches go through the bundler.
      ...(chain.id === devnetChainIds.first
        ? { bundlerUrl: `${origin}${devnetBundlerPath(chain.id)}` }
        : {}),
    })),
    info: devWalletInfo,
    // `?devAccount=visitor`: the account with demo tokens and no ETH, whose
    // gas only the app's paymaster can pay, kept under a key of its own (a
    // stored account would win over the one asked for).
    ...(search.get('devAccount') === 'visitor'
      ? {
          accountIndex: devnetVisitorAccountIndex,
          persist: `latch.devWallet:${devWalletInfo.rdns}:visitor`,
        }
      : { persist: true }),
  })
  // `?devWallet=off`: the page as a browser without a wallet sees it (a
  // phone's, which then offers its wallet apps over WalletConnect).
  if (search.get('devWallet') !== 'off') announceProvider(wallet, window)
  const setup = devnetSetup(origin)
  // The account dialog lists the demo token's balance; `?token=0x…` lists
  // one more address after it (the tests' token that is not a contract).
  const extraToken = search.get('token')
  const listed: Address[] = [devnetContracts.demoToken]
  if (extraToken && isAddress(extraToken)) listed.push(extraToken)
  return {
    ...setup,
    settings: {
      ...setup.settings,
      tokens: { [devnetChainIds.first]: listed },
    },
    ...headerButton(search),
    accountActions: (messages) => [
      {
        label: messages.sign.title,
        // The home page's Sign message form, its field ready to type in.
        onSelect: () =>
          document
            .querySelector<HTMLElement>('.latch-sign-message textarea')
            ?.focus(),
      },
    ],
    languages: devnetLanguages,
    send: SendForm,
    signIn: SignIn,
    walletButton: DevWalletButtonSlot,
    ...(search.get('sponsorship') === 'required'
      ? { sponsorship: 'required' as const }
      : {}),
    ...siweWanted(),
    tokens: [
      {
        chainId: devnetChainIds.first,
        address: devnetContracts.demoToken,
        name: 'Latch Demo Token',
        symbol: 'LATCH',
        decimals: 18,
        image: demoTokenImage,
      },
    ],
  }
}

/**
 * The header's button's props a devnet page asks for (`?showBalance=token`,
 * `?chainStatus=icon|full|name`); none when it asks for none.
 */
function headerButton(search: URLSearchParams): {
  button?: ConnectButtonProps
} {
  const button: ConnectButtonProps = {}
  if (search.get('showBalance') === 'token')
    button.showBalance = { token: devnetContracts.demoToken }
  const chainStatus = search.get('chainStatus') as ConnectButtonChainStatus
  if (chainStatuses.includes(chainStatus)) button.chainStatus = chainStatus
  return Object.keys(button).length > 0 ? { button } : {}
}

/**
 * Sign-In with Ethereum in the devnet build: on (`npm start`), off with
 * `?siwe=off`; `?siwe=connect` also signs in as the wallet connects where it
 * can (`signInOnConnect`). The end-to-end tests' pages have it off unless
 * they ask with `?siwe=on` or `?siwe=connect`: the other journeys connect
 * without a sign-in step.
 */
function siweWanted(): { siwe?: SiweOptions } {
  const asked = new URLSearchParams(window.location.search).get('siwe')
  if (asked === 'connect')
    return { siwe: { url: '/api/siwe', signInOnConnect: true } }
  const on =
    asked === 'on' || asked === 'off'
      ? asked === 'on'
      : (window as { latchDevnetSiwe?: boolean }).latchDevnetSiwe !== false
  return on ? { siwe: '/api/siwe' } : {}
}
