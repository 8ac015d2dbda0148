import type { LatchConfig } from '../config/createLatchConfig.ts'

/**
 * Resolves once the wallet is neither connecting nor reconnecting (internal):
 * a session is compared with the wallet's own only once that is settled.
 */
export function whenWalletSettled(config: LatchConfig): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () =>
      config.state.status !== 'connecting' &&
      config.state.status !== 'reconnecting'
    if (done()) return resolve()
    const stop = config.subscribe(
      (x) => x.status,
      () => {
        if (!done()) return
        stop()
        resolve()
      },
    )
  })
}
