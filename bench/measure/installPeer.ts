import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { lastLines, runCommand } from './runCommand.ts'

export type InstallResult = {
  status: 'cached' | 'installed' | 'failed'
  seconds: number
  error?: string | undefined
}

const marker = join('node_modules', '.latch-bench-installed')

/**
 * Installs a bench folder's own dependencies (a peer app's, or Lighthouse's
 * in `bench/lighthouse`) with `npm install` in that folder, once: later calls
 * skip it while its package.json is unchanged.
 */
export async function installPeer(dir: string): Promise<InstallResult> {
  const key = createHash('sha256')
    .update(readFileSync(join(dir, 'package.json')))
    .digest('hex')
  const markerPath = join(dir, marker)
  if (existsSync(markerPath) && readFileSync(markerPath, 'utf8') === key)
    return { status: 'cached', seconds: 0 }
  const began = performance.now()
  const run = await runCommand(
    'npm',
    ['install', '--no-audit', '--no-fund', '--loglevel=error'],
    dir,
    15 * 60_000,
  )
  const seconds = (performance.now() - began) / 1_000
  if (run.code !== 0)
    return { status: 'failed', seconds, error: lastLines(run.output) }
  writeFileSync(markerPath, key)
  return { status: 'installed', seconds }
}
