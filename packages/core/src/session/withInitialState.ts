import type { QueryClient } from '@tanstack/query-core'
import type { State } from '@wagmi/core'
import type { LatchConfig } from '../config/createLatchConfig.ts'

/**
 * A view of the config for one server render: its state is `state` (one
 * visitor's, from `initialStateFromCookie`) and its QueryClient
 * `queryClient`, while the config itself, which a server shares between
 * requests, is never written: no visitor's account reaches another's page.
 */
export function withInitialState<config extends LatchConfig>(
  config: config,
  state: State,
  queryClient: QueryClient = config.latch.queryClient,
): config {
  return Object.create(config, {
    state: { value: state, enumerable: true },
    latch: { value: { ...config.latch, queryClient }, enumerable: true },
  }) as config
}
