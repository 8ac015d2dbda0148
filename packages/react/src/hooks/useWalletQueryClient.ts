'use client'

import { QueryClientRequiredError } from '@latch/core'
import { type QueryClient, QueryClientContext } from '@tanstack/react-query'
import { useContext } from 'react'

/**
 * The QueryClient, for Latch's hooks: without one it throws Latch's typed
 * `QueryClientRequiredError` ("No QueryClient set"); wagmi 3 creates none.
 */
export function useWalletQueryClient(): QueryClient {
  const queryClient = useContext(QueryClientContext)
  if (!queryClient) throw new QueryClientRequiredError()
  return queryClient
}
