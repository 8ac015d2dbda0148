import { afterAll, afterEach, beforeAll } from 'vitest'
import { startTestDevnet, type TestDevnet } from './startTestDevnet.ts'

/** The devnet of a test file, and what its tests leave to undo. */
export type DevnetTestbed = {
  /** Started before the file's first test, stopped after its last. */
  readonly devnet: TestDevnet
  /** Runs `cleanup` after the test, the last registered first. */
  afterTest: (cleanup: () => unknown) => void
}

/**
 * Sets up an integration test file on the devnet: started before its tests
 * and stopped after them; after each test, the test's cleanups (a wallet
 * taken off the page, a watcher stopped) in reverse order, then
 * localStorage cleared. Call it at the top of the file.
 */
export function setupDevnetTestbed(): DevnetTestbed {
  let devnet: TestDevnet | undefined
  const cleanups: (() => unknown)[] = []
  beforeAll(async () => {
    devnet = await startTestDevnet()
  })
  afterAll(() => devnet?.stop())
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
    localStorage.clear()
  })
  return {
    get devnet() {
      if (!devnet)
        throw new Error('setupDevnetTestbed: read before beforeAll ran')
      return devnet
    },
    afterTest(cleanup) {
      cleanups.push(cleanup)
    },
  }
}
