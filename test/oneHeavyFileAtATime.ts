import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { takeDirectoryLock } from './directoryLock.ts'

/**
 * The lock of one Vitest run (its workers' parent process): another run, or
 * what a killed run left behind, never holds it.
 */
const lock = join(tmpdir(), `latch-heavy-test-file-${process.ppid}`)

/**
 * Marks a test file that builds and installs (packages, apps, npm installs:
 * both cores for a minute or more): it runs while no other such file does,
 * beside the light files of its project. Call it at the top of the file;
 * the lock is taken before its first hook and given back after its last.
 * `scripts/heavyApartSequencer.ts` finds the files that call it.
 */
export function oneHeavyFileAtATime(): void {
  let release = () => {}
  // The longest wait: the other heavy files of the run, one after the
  // other, on a loaded machine (consumer.test alone may take 20 minutes).
  beforeAll(async () => {
    release = await takeDirectoryLock(lock)
  }, 1_800_000)
  afterAll(() => release())
}
