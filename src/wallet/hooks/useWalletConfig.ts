import type { Config } from '@wagmi/core'
import { useContext } from 'react'
import {
  WagmiContext,
  WagmiProviderNotFoundError as WagmiProviderNotFoundErrorOfWagmi,
} from 'wagmi'
import { WagmiProviderNotFoundError } from '../errors/guards.ts'

/**
 * wagmi's config, for Latch's hooks: outside the wallet context it throws
 * Latch's typed `WagmiProviderNotFoundError`, with wagmi's own error ("must
 * be used within `WagmiProvider`") as its cause.
 */
export function useWalletConfig(): Config {
  const config = useContext(WagmiContext)
  if (!config)
    throw new WagmiProviderNotFoundError({
      cause: new WagmiProviderNotFoundErrorOfWagmi(),
    })
  return config
}
