import type { Config } from '@wagmi/core'
import type { LatchConfig } from '../config/createLatchConfig.ts'
import { safeStorage } from '../config/safeStorage.ts'

// A config without storage (`storage: null`, a server) keeps the list in
// memory for the page's lifetime.
const memory = new WeakMap<Config, Storage>()

/** The storage a config keeps recent transactions in. */
export function recentTransactionsStorage(config: Config): Storage {
  const stored = (config as Partial<LatchConfig>).latch?.storage
  if (stored) return stored
  let own = memory.get(config)
  if (!own) {
    own = safeStorage(() => undefined)
    memory.set(config, own)
  }
  return own
}
