import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildLatch } from '../apps/web/scripts/buildLatch.ts'
import { takeDirectoryLock } from './directoryLock.ts'

export type ProductionBuild = {
  outDir: string
  /** Removes the build if it is the caller's own; a shared one stays. */
  remove: () => void
}

/**
 * The front end's production build, to read and serve, not to write into.
 * In `npm test`, the run's one build: made by the first test that asks and
 * read by the others (the budgets, the production bundle's checks and the
 * end-to-end tests' production server each built their own, ~10 s of both
 * cores apiece), in `LATCH_TEST_BUILDS`, a folder `scripts/test.ts` makes
 * for the run and removes after it. Elsewhere, a build of the caller's own.
 */
export async function productionBuild(): Promise<ProductionBuild> {
  const builds = process.env.LATCH_TEST_BUILDS
  if (!builds) {
    const outDir = mkdtempSync(join(tmpdir(), 'latch-production-'))
    await buildLatch({ outDir, variant: 'production' })
    return {
      outDir,
      remove: () => rmSync(outDir, { recursive: true, force: true }),
    }
  }
  const outDir = join(builds, 'production')
  const built = join(builds, 'production.built')
  if (!existsSync(built)) {
    const release = await takeDirectoryLock(join(builds, 'production.lock'))
    try {
      // Another process may have built it while this one waited.
      if (!existsSync(built)) {
        await buildLatch({ outDir, variant: 'production' })
        writeFileSync(built, '')
      }
    } finally {
      release()
    }
  }
  return { outDir, remove: () => {} }
}
