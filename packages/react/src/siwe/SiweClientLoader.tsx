'use client'

import type { LatchConfig } from '@latch/core'
import { useEffect } from 'react'
import type { SiweClient } from './createSiweClient.ts'
import type { SiweOptions } from './SiweOptions.ts'
import { useSiweClient } from './useSiweClient.ts'

/**
 * `LatchProvider`'s Sign-In with Ethereum client, made in a chunk of its own
 * (rendered only when the dapp turns it on) and handed up to the provider
 * (internal): a first paint without it carries none of its code.
 */
export function SiweClientLoader(props: {
  config: LatchConfig
  options: SiweOptions
  onClient: (client: SiweClient | null) => void
}) {
  const client = useSiweClient(props.config, props.options)
  const { onClient } = props
  useEffect(() => onClient(client ?? null), [client, onClient])
  return null
}
