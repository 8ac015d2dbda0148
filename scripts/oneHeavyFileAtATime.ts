import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'

/**
 * The lock of one Vitest run (its workers' parent process): another run, or
 * what a killed run left behind, never holds it.
 */
const lock = join(tmpdir(), `latch-heavy-test-file-${process.ppid}`)
const owner = join(lock, 'owner')

/** Whether the process that took the lock is gone (a crashed worker). */
function ownerGone(): boolean {
  let pid: number
  try {
    pid = Number(readFileSync(owner, 'utf8'))
  } catch {
    return false // taken this instant, its owner not written yet
  }
  try {
    process.kill(pid, 0)
    return false
  } catch {
    return true
  }
}

/**
 * Marks a test file that builds and installs (packages, apps, npm installs:
 * both cores for a minute or more): it runs while no other such file does,
 * beside the light files of its project. Call it at the top of the file;
 * the lock is taken before its first hook and given back after its last.
 * `scripts/heavyApartSequencer.ts` finds the files that call it.
 */
export function oneHeavyFileAtATime(): void {
  let held = false
  const release = () => {
    if (held) rmSync(lock, { recursive: true, force: true })
    held = false
  }
  beforeAll(async () => {
    for (;;) {
      try {
        mkdirSync(lock)
        held = true
        writeFileSync(owner, String(process.pid))
        process.once('exit', release)
        return
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
      if (ownerGone()) rmSync(lock, { recursive: true, force: true })
      else await new Promise((resolve) => setTimeout(resolve, 250))
    }
    // The longest wait: the other heavy files of the run, one after the
    // other, on a loaded machine (consumer.test alone may take 20 minutes).
  }, 1_800_000)
  afterAll(release)
}
