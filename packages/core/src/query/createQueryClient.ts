import { QueryClient } from '@tanstack/query-core'
import { ensNameStaleTime, queryDefaults } from './queryDefaults.ts'

/** A QueryClient with the wallet client defaults of seed §9. */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: queryDefaults.gcTime,
        networkMode: queryDefaults.networkMode,
        refetchOnWindowFocus: queryDefaults.refetchOnWindowFocus,
        retry: queryDefaults.retry,
      },
      mutations: {
        networkMode: queryDefaults.networkMode,
        retry: queryDefaults.retry,
      },
    },
  })
  // wagmi's own name queries (`useEnsName`) too: they share the key.
  queryClient.setQueryDefaults(['ensName'], { staleTime: ensNameStaleTime })
  return queryClient
}
