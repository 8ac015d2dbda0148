import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Whether the process that took the lock `dir` is gone (a crashed one). */
function ownerGone(dir: string): boolean {
  let pid: number
  try {
    pid = Number(readFileSync(join(dir, 'owner'), 'utf8'))
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
 * Takes the lock `dir` (made by one process at a time: `mkdir` fails for
 * the others), waiting while another live process holds it; a lock whose
 * process is gone is taken over. Resolves with the release, which also runs
 * if the process exits holding it.
 */
export async function takeDirectoryLock(dir: string): Promise<() => void> {
  for (;;) {
    try {
      mkdirSync(dir)
      writeFileSync(join(dir, 'owner'), String(process.pid))
      let held = true
      const release = () => {
        if (held) rmSync(dir, { recursive: true, force: true })
        held = false
        process.off('exit', release)
      }
      process.once('exit', release)
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    if (ownerGone(dir)) rmSync(dir, { recursive: true, force: true })
    else await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
