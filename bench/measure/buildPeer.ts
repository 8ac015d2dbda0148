import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { lastLines, runCommand } from './runCommand.ts'

export type BuildResult =
  | { ok: true; seconds: number; distDir: string }
  | { ok: false; seconds: number; error: string }

/** Builds a peer app with its own Vite (production mode) into its `dist`. */
export async function buildPeer(dir: string): Promise<BuildResult> {
  const vite = join(dir, 'node_modules', 'vite', 'bin', 'vite.js')
  const distDir = join(dir, 'dist')
  if (!existsSync(vite))
    return { ok: false, seconds: 0, error: 'vite is not installed' }
  rmSync(distDir, { recursive: true, force: true })
  const began = performance.now()
  const run = await runCommand(
    process.execPath,
    [vite, 'build', '--logLevel', 'warn'],
    dir,
    10 * 60_000,
  )
  const seconds = (performance.now() - began) / 1_000
  if (run.code !== 0 || !existsSync(join(distDir, 'index.html')))
    return { ok: false, seconds, error: lastLines(run.output) }
  return { ok: true, seconds, distDir }
}
