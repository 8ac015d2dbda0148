import type { Config } from '@wagmi/core'

import { type Holdable, holdKey } from './holdableStorage.ts'

/**
 * Keeps wagmi from writing the session to storage until the returned
 * function is called: wagmi writes its whole state on every change, so a tab
 * following another tab's connection (`followConnection`) would otherwise
 * write its own state, empty while it is restoring and again if its wallet
 * does not hold the connection, over the session the other tab stored. What
 * changes after the release is written as usual.
 */
export function holdSessionWrites(config: Config): () => void {
  const hold = (config.storage as Holdable | null)?.[holdKey]
  return hold ? hold() : () => {}
}
