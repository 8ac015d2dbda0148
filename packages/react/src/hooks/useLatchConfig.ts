'use client'

import { type LatchConfig, WagmiProviderNotFoundError } from '@latch/core'
import { useContext } from 'react'
import {
  WagmiContext,
  WagmiProviderNotFoundError as WagmiProviderNotFoundErrorOfWagmi,
} from 'wagmi'

/**
 * The Latch config of the nearest `LatchProvider` (wagmi's config with
 * Latch's state). Outside one it throws Latch's typed
 * `WagmiProviderNotFoundError`, with wagmi's own error ("must be used within
 * `WagmiProvider`") as its cause.
 */
export function useLatchConfig(): LatchConfig {
  const config = useContext(WagmiContext) as LatchConfig | undefined
  if (!config)
    throw new WagmiProviderNotFoundError({
      cause: new WagmiProviderNotFoundErrorOfWagmi(),
    })
  if (!config.latch)
    throw new WagmiProviderNotFoundError({
      cause: new Error(
        'A WagmiProvider without Latch: wrap the page in LatchProvider, with a config from createLatchConfig.',
      ),
    })
  return config
}
