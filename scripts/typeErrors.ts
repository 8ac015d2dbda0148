import { execFileSync } from 'node:child_process'
import { join } from 'node:path'

/** What the repository's `tsc -p app` reports: `''` when the app type-checks. */
export function typeErrors(app: string): string {
  const tsc = join(import.meta.dirname, '..', 'node_modules', '.bin', 'tsc')
  try {
    execFileSync(tsc, ['-p', app], { cwd: app, encoding: 'utf8' })
    return ''
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error)
  }
}
