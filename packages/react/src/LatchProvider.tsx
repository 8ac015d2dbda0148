'use client'

import {
  createQueryClient,
  getWalletConnection,
  type LatchConfig,
  persistWalletCache,
  startLatch,
} from '@latch/core'
import {
  applyInitialState,
  toInitialState,
  withInitialState,
} from '@latch/core/internal'
import type { SiweClient, SiweOptions } from '@latch/core/siwe'
import { QueryClientProvider } from '@tanstack/react-query'
import type { State } from '@wagmi/core'
import {
  lazy,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useMemo,
  useState,
} from 'react'
import type { Chain } from 'viem'
import { WagmiContext } from 'wagmi'
import type { AvatarComponent } from './components/AccountAvatar/AccountAvatar.tsx'
import type { AccountAction } from './components/AccountDialog/AccountAction.ts'
import { LatchDialogs } from './dialogs/LatchDialogs.tsx'
import { useMounted } from './hooks/useMounted.ts'
import { InitialConnectionContext } from './InitialConnectionContext.ts'
import { en, type Messages } from './i18n/en.ts'
import type { Language } from './i18n/languageTags.ts'
import { loadedMessages } from './i18n/loadedMessages.ts'
import { MessagesContext } from './i18n/MessagesContext.ts'
import { LatchOptionsContext } from './LatchOptionsContext.ts'
import { SiweContext } from './siwe/SiweContext.ts'
import type { LatchTheme } from './theme/LatchTheme.ts'
import { useLatchTheme } from './theme/useLatchTheme.ts'

export type LatchProviderProps = {
  /** From `createLatchConfig`. */
  config: LatchConfig
  /**
   * The language the components speak: one Latch has (`'ja'`, `'pt-BR'`,
   * `'ar'`, …) or any BCP 47 tag, matched to the closest (`matchLanguage`).
   * Its catalogue is fetched on demand: the provider suspends until it is
   * there (at once once `loadMessages` has loaded it), so nothing renders in
   * English first. English by default.
   */
  locale?: Language | (string & {}) | undefined
  /**
   * A catalogue of your own (a `Messages` object): it wins over `locale`.
   */
  messages?: Messages | undefined
  /**
   * Latch's colours: `'light'`, `'dark'`, `'system'` (the visitor's
   * setting), or any `--latch-*` custom property by its camelCase name
   * (`{ accent: '#0f766e', radius: '6px', colorScheme: 'system' }`). Set as
   * `data-latch-theme` and custom properties on the root, through the CSSOM:
   * allowed under `style-src 'self'`. None: the stylesheet's values, under
   * the page's `color-scheme`.
   */
  theme?: LatchTheme | undefined
  /** Draws the account's picture wherever Latch shows it (default: ENS avatar, else an identicon). */
  avatar?: AvatarComponent | undefined
  /** Shown at the foot of the connect dialog: your terms, e.g. a sentence with links. */
  disclaimer?: ReactNode | undefined
  /**
   * Your own actions in the account dialog (*Profile*, *Buy*, *Settings*),
   * after its built-in ones, in this order: each a button (`onSelect`) or a
   * link (`href`) named by its `label`, with an optional `icon`; selecting
   * one closes the dialog.
   */
  accountActions?: readonly AccountAction[] | undefined
  /** About your app: `learnMoreUrl` adds a *Learn about wallets* link to the connect dialog. */
  appInfo?: { learnMoreUrl?: string | undefined } | undefined
  /**
   * The chain to ask the wallet for as it connects (a chain of the config,
   * or its id); the wallet's own chain by default.
   */
  initialChain?: Chain | number | undefined
  /**
   * The visitor's session as the server read it from the request's cookie
   * (`initialStateFromCookie`, with `latchCookieStorage` and `ssr`): the
   * server renders the account, and the browser hydrates over it, then
   * confirms the session with the wallet. Checked as any stored state; a
   * server's shared config is never written (each render gets its own
   * view). See docs/ssr.md.
   */
  initialState?: State | undefined
  /**
   * Sign-In with Ethereum: the base URL of `@latch/siwe`'s endpoints
   * (`'/api/siwe'`), or `{ url }` or a backend's four functions
   * (`getNonce`, `verify`, `getSession`, `signOut`), with `statement` and
   * `signOutOnChainChange`. Read with `useSiwe`; the connect dialog offers
   * *Sign in* once connected. See docs/siwe.md.
   */
  siwe?: SiweOptions | undefined
  children?: ReactNode
}

/** `startLatch`'s stop, for a start in a render not yet mounted. */
const startedInRender = new WeakMap<LatchConfig, () => void>()
/** How many mounted providers' effects hold `startLatch` for a config. */
const startedInEffect = new WeakMap<LatchConfig, number>()
const initialized = new WeakSet<LatchConfig>()

/**
 * The wallet context a page renders in: wagmi's config (so wagmi's own hooks
 * work inside it unchanged), the QueryClient with the wallet cache kept
 * between visits (`persistWalletCache`), Latch's message catalogue and
 * theme, and Latch's dialogs, rendered once, opened by `ConnectButton` or
 * from anywhere with `useConnectDialog`, `useAccountDialog` and
 * `useNetworkDialog`.
 *
 * It restores the stored session itself, with the stored session's
 * connector only: before its first render's children (the session shows as
 * being restored, never as a *Connect wallet* that then disappears), or with
 * `ssr`, once hydrated (`startLatch`).
 */
export function LatchProvider(props: LatchProviderProps) {
  const { locale, messages, children, theme } = props
  const { avatar, disclaimer, appInfo, initialChain, initialState } = props
  const browser = typeof window !== 'undefined'
  const initial = useMemo(
    () =>
      initialState ? toInitialState(props.config, initialState) : undefined,
    [props.config, initialState],
  )
  // In the browser, the server's state becomes the config's before the
  // first render reads it (once per config: a session read since wins).
  if (initial && browser && !initialized.has(props.config)) {
    initialized.add(props.config)
    applyInitialState(props.config, initial)
  }
  // On a server, a view of the config for this render alone, with a
  // QueryClient of its own: the shared config keeps no visitor's data.
  const [serverView] = useState(() =>
    initial && !browser
      ? withInitialState(props.config, initial, createQueryClient())
      : undefined,
  )
  const config = serverView ?? props.config
  const initialConnection = useMemo(
    () =>
      initial
        ? getWalletConnection(withInitialState(props.config, initial))
        : undefined,
    [props.config, initial],
  )
  const { queryClient, storage, ssr } = config.latch
  // In this render, before the children read the status; the effect then
  // holds it, and stops it on unmount (StrictMode's second mount starts it
  // again).
  // A render after the effect has it (a state of this provider changed)
  // starts nothing more.
  if (
    !ssr &&
    browser &&
    !startedInRender.has(config) &&
    !startedInEffect.get(config)
  )
    startedInRender.set(config, startLatch(config))
  useEffect(() => {
    const stop = startLatch(config)
    startedInEffect.set(config, (startedInEffect.get(config) ?? 0) + 1)
    startedInRender.get(config)?.()
    startedInRender.delete(config)
    return () => {
      startedInEffect.set(config, (startedInEffect.get(config) ?? 1) - 1)
      stop()
    }
  }, [config])
  // After the restore (`startLatch`, above): what was just read is not
  // written back until the cache changes.
  useEffect(
    () => persistWalletCache(queryClient, storage),
    [queryClient, storage],
  )
  useLatchTheme(theme)
  // Sign-In with Ethereum's client: `undefined` when the dapp did not turn
  // it on, `null` while its code loads (`SiweClientLoader`, below).
  const [siweClient, setSiweClient] = useState<SiweClient | null>(null)
  const siwe = props.siwe === undefined ? undefined : siweClient
  // Its loader renders once mounted: nothing suspends on a server.
  const mounted = useMounted()
  const initialChainId =
    typeof initialChain === 'number' ? initialChain : initialChain?.id
  const learnMoreUrl = appInfo?.learnMoreUrl
  const options = useMemo(
    () => ({
      avatar,
      disclaimer,
      appInfo: learnMoreUrl ? { learnMoreUrl } : undefined,
      initialChainId,
      accountActions: props.accountActions,
    }),
    [avatar, disclaimer, learnMoreUrl, initialChainId, props.accountActions],
  )
  // The SIWE client's loader reads the catalogue's language (it loads the
  // SIWE texts in it before handing the client up): inside the catalogue.
  let content = (
    <LatchDialogs>
      {children}
      {props.siwe !== undefined && mounted && (
        <Suspense fallback={null}>
          <SiweClientLoader
            config={props.config}
            options={props.siwe}
            onClient={setSiweClient}
          />
        </Suspense>
      )}
    </LatchDialogs>
  )
  if (messages)
    content = (
      <MessagesContext.Provider value={messages}>
        {content}
      </MessagesContext.Provider>
    )
  else if (locale)
    content = <LocaleCatalogue locale={locale}>{content}</LocaleCatalogue>
  return (
    <WagmiContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <LatchOptionsContext.Provider value={options}>
          <InitialConnectionContext.Provider value={initialConnection}>
            <SiweContext value={siwe}>{content}</SiweContext>
          </InitialConnectionContext.Provider>
        </LatchOptionsContext.Provider>
      </QueryClientProvider>
    </WagmiContext.Provider>
  )
}

// Its code is fetched only when the dapp turns Sign-In with Ethereum on:
// the loader and the client it makes at once, in one round trip.
const SiweClientLoader = lazy(() =>
  Promise.all([
    import('./siwe/SiweClientLoader.tsx'),
    import('@latch/core/siwe'),
  ]).then(([x]) => ({ default: x.SiweClientLoader })),
)

// The code that loads another language's catalogue (`loadMessages`, with
// every language's loader) is fetched with the first one asked for: English
// needs none, nor a catalogue the app has loaded already (a promise already
// fulfilled, which `use` reads at once).
const loading = new Map<string, Promise<Messages>>()
function loadCatalogue(locale: string): Promise<Messages> {
  const loaded = loadedMessages.get(locale)
  let promise = loading.get(locale)
  // Loaded meanwhile (by the app, or by this fetch): read at once from now on.
  if (
    loaded &&
    (promise as { status?: string } | undefined)?.status !== 'fulfilled'
  )
    promise = undefined
  if (!promise) {
    promise = loaded
      ? Object.assign(Promise.resolve(loaded), {
          status: 'fulfilled',
          value: loaded,
        })
      : import('./i18n/loadMessages.lazy.ts').then((x) =>
          x.loadMessages(locale),
        )
    // A failed fetch is tried again at the next render.
    promise.catch(() => loading.delete(locale))
    loading.set(locale, promise)
  }
  return promise
}

/**
 * Provides Latch's catalogue for `locale`: at once when it is English (any
 * `en` tag) or already loaded (`loadMessages`), else suspending until it is.
 */
function LocaleCatalogue(props: { locale: string; children: ReactNode }) {
  const { locale } = props
  // `use` on every render of a language but English: a render that
  // suspended calls it again when it resumes.
  const messages = /^en(?:-|$)/i.test(locale) ? en : use(loadCatalogue(locale))
  return (
    <MessagesContext.Provider value={messages}>
      {props.children}
    </MessagesContext.Provider>
  )
}
