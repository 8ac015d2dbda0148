'use client'

import type { WalletOption } from '@latch/core'
import { prepareWallet } from '@latch/core/internal'
import { useCallback } from 'react'
import { useLatchConfig } from './useLatchConfig.ts'

/**
 * The connect dialog's preparation of a wallet whose connecting opens a
 * window of its own (`kind: 'popup'`): called as the visitor points at,
 * focuses or touches its option, it loads the wallet's SDK, so that the
 * click that follows opens the window in the click itself. No SDK is
 * fetched before the visitor goes for that wallet; once per wallet.
 */
export function usePrepareWallet(): (option: WalletOption) => void {
  const config = useLatchConfig()
  return useCallback(
    (option: WalletOption) => {
      if (option.kind !== 'popup' || !option.installed || option.unavailable)
        return
      void prepareWallet(config, option.id)
    },
    [config],
  )
}
