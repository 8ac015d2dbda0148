import { statfsSync } from 'node:fs'
import { tmpdir } from 'node:os'

/**
 * Where a test installs an app: memory-backed /dev/shm when it has room (the install
 * writes ~600 MB of small files: a third faster there, and gone in a second),
 * else the system's temporary folder. Outside the repository either way.
 */
export function scratchRoot(): string {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm')
    if (bavail * bsize > 4 * 2 ** 30) return '/dev/shm'
  } catch {}
  return tmpdir()
}
