import { createPersistOptions, type LatchConfig, startLatch } from '@latch/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { type ReactNode, useEffect, useMemo } from 'react'
import { WagmiContext } from 'wagmi'
import type { Messages } from './i18n/en.ts'
import { MessagesContext } from './i18n/MessagesContext.ts'

export type LatchProviderProps = {
  /** From `createLatchConfig`. */
  config: LatchConfig
  /** The catalogue the UI speaks (a `Messages` object); English by default. */
  messages?: Messages | undefined
  children?: ReactNode
}

const started = new WeakSet<LatchConfig>()

/**
 * The wallet context a page renders in: wagmi's config (so wagmi's own hooks
 * work inside it unchanged), the QueryClient with the wallet cache kept
 * between visits, and Latch's message catalogue.
 *
 * It restores the stored session itself, with the stored session's
 * connector only: before its first render's children (the session shows as
 * being restored, never as a *Connect wallet* that then disappears), or with
 * `ssr`, once hydrated (`startLatch`).
 */
export function LatchProvider(props: LatchProviderProps) {
  const { config, messages, children } = props
  const { queryClient, storage, ssr } = config.latch
  // In this render, before the children read the status; once per config.
  if (!ssr && typeof window !== 'undefined' && !started.has(config)) {
    started.add(config)
    startLatch(config)
  }
  useEffect(() => (ssr ? startLatch(config) : undefined), [config, ssr])
  const persistOptions = useMemo(
    () => (storage ? createPersistOptions(storage) : undefined),
    [storage],
  )
  const content = messages ? (
    <MessagesContext.Provider value={messages}>
      {children}
    </MessagesContext.Provider>
  ) : (
    children
  )
  return (
    <WagmiContext.Provider value={config}>
      {persistOptions ? (
        <PersistQueryClientProvider
          client={queryClient}
          persistOptions={persistOptions}
        >
          {content}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={queryClient}>
          {content}
        </QueryClientProvider>
      )}
    </WagmiContext.Provider>
  )
}
