'use client'

import type { WalletOption } from '@latch/core'
import { prepareWallet } from '@latch/core/internal'
import { useEffect } from 'react'
import { useLatchConfig } from './useLatchConfig.ts'

/**
 * While `enabled` (the connect dialog open), loads the SDK of each wallet
 * listed whose connecting opens a window of its own (`kind: 'popup'`), so
 * that the visitor's click on it opens the window in the click itself.
 * Nothing is loaded before the visitor opens the dialog.
 */
export function usePrepareWallets(
  enabled: boolean,
  options: readonly WalletOption[],
): void {
  const config = useLatchConfig()
  const ids = JSON.stringify(
    options
      .filter((x) => x.kind === 'popup' && x.installed && !x.unavailable)
      .map((x) => x.id),
  )
  useEffect(() => {
    if (!enabled) return
    for (const id of JSON.parse(ids) as string[]) void prepareWallet(config, id)
  }, [enabled, ids, config])
}
