import type { QueryClient } from '@tanstack/react-query'
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import type { ReactNode } from 'react'
import { WagmiContext } from 'wagmi'
import type { LatchConfig } from '../config/wagmi.ts'
import { LatchContext } from '../wallet/hooks/LatchContext.ts'

export type ProvidersProps = {
  latch: LatchConfig
  queryClient: QueryClient
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>
  children: ReactNode
}

/**
 * The wallet context every page renders in: wagmi's config, then the
 * persisted QueryClient, then Latch's lazily loaded wallet options.
 *
 * wagmi's context is provided directly rather than through `WagmiProvider`,
 * because Latch restores the session itself (`restoreSession`): with only the
 * last-used connector, and with the status set before the first paint.
 */
export function Providers(props: ProvidersProps) {
  const { latch, queryClient, persistOptions, children } = props
  return (
    <WagmiContext.Provider value={latch.config}>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={persistOptions}
      >
        <LatchContext.Provider value={latch}>{children}</LatchContext.Provider>
      </PersistQueryClientProvider>
    </WagmiContext.Provider>
  )
}
