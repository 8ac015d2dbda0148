import { type LatchConfig, persistWalletCache, startLatch } from '@latch/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, use, useEffect } from 'react'
import { WagmiContext } from 'wagmi'
import type { Messages } from './i18n/en.ts'
import type { Language } from './i18n/languages.ts'
import { loadMessages } from './i18n/loadMessages.ts'
import { MessagesContext } from './i18n/MessagesContext.ts'

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
  language?: Language | (string & {}) | undefined
  /**
   * A catalogue of your own (a `Messages` object): it wins over `language`.
   */
  messages?: Messages | undefined
  children?: ReactNode
}

const started = new WeakSet<LatchConfig>()

/**
 * The wallet context a page renders in: wagmi's config (so wagmi's own hooks
 * work inside it unchanged), the QueryClient with the wallet cache kept
 * between visits (`persistWalletCache`), and Latch's message catalogue.
 *
 * It restores the stored session itself, with the stored session's
 * connector only: before its first render's children (the session shows as
 * being restored, never as a *Connect wallet* that then disappears), or with
 * `ssr`, once hydrated (`startLatch`).
 */
export function LatchProvider(props: LatchProviderProps) {
  const { config, language, messages, children } = props
  const { queryClient, storage, ssr } = config.latch
  // In this render, before the children read the status; once per config.
  if (!ssr && typeof window !== 'undefined' && !started.has(config)) {
    started.add(config)
    startLatch(config)
  }
  useEffect(() => (ssr ? startLatch(config) : undefined), [config, ssr])
  // After the restore (`startLatch`, above): what was just read is not
  // written back until the cache changes.
  useEffect(
    () => persistWalletCache(queryClient, storage),
    [queryClient, storage],
  )
  let content = children
  if (messages)
    content = (
      <MessagesContext.Provider value={messages}>
        {children}
      </MessagesContext.Provider>
    )
  else if (language)
    content = (
      <LanguageCatalogue language={language}>{children}</LanguageCatalogue>
    )
  return (
    <WagmiContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>
    </WagmiContext.Provider>
  )
}

/** Provides Latch's catalogue for `language`, suspending until it is loaded. */
function LanguageCatalogue(props: { language: string; children: ReactNode }) {
  const messages = use(loadMessages(props.language))
  return (
    <MessagesContext.Provider value={messages}>
      {props.children}
    </MessagesContext.Provider>
  )
}
