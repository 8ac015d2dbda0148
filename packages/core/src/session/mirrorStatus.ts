import type { Config } from '@wagmi/core'

/**
 * Mirrors the connection status onto `<html data-wallet-status>` at every
 * moment, outside React, so it never lags a render. Returns the unsubscribe.
 */
export function mirrorStatus(config: Config, element: HTMLElement): () => void {
  element.dataset.walletStatus = config.state.status
  return config.subscribe(
    (state) => state.status,
    (status) => {
      element.dataset.walletStatus = status
    },
  )
}
