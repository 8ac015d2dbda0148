import type { Config } from '@wagmi/core'

/**
 * Ends a `connecting` status no one waits for any more (a phone's pairing
 * left when its dialog closed): the status says what is, connected or not,
 * while the pairing lives on in WalletConnect's SDK until it expires; should
 * a wallet still take it, wagmi's own connect ends it as connected.
 */
export function settleConnecting(config: Config): void {
  config.setState((x) =>
    x.status === 'connecting'
      ? { ...x, status: x.current ? 'connected' : 'disconnected' }
      : x,
  )
}
