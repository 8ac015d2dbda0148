import type { Config } from '@wagmi/core'

const restores = new WeakMap<
  Config,
  { promise: Promise<void>; resolve: () => void }
>()

function entry(config: Config) {
  let found = restores.get(config)
  if (!found) {
    let resolve!: () => void
    const promise = new Promise<void>((r) => {
      resolve = r
    })
    found = { promise, resolve }
    restores.set(config, found)
  }
  return found
}

/**
 * Settles once the page's first restore of the stored session
 * (`startLatch`) is over, whatever its outcome: until then a disconnected
 * status may still become the stored account, so the account a first-paint
 * script drew stays (`ConnectButton` under `ssr`). Asked before the restore
 * has even begun (a child's effect runs before its provider's), it waits.
 */
export function sessionRestored(config: Config): Promise<void> {
  return entry(config).promise
}

/** Marks the first restore over (`startLatch`, once it has run). */
export function markSessionRestored(config: Config): void {
  entry(config).resolve()
}
