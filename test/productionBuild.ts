import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildLatch } from '../apps/web/scripts/buildLatch.ts'

export type ProductionBuild = {
  outDir: string
  /** Removes the build if it is the caller's own; a shared one stays. */
  remove: () => void
}

/**
 * The front end's production build, to read and serve, not to write into.
 * In `npm test`, the run's one build, in `LATCH_TEST_BUILDS` (a folder
 * `scripts/test.ts` makes for the run and removes after it): made by the
 * first test that asks, read by the others. A build is written beside it and
 * renamed into place whole, so a reader never finds half of one; two that
 * ask at once (the end-to-end setup and `apps/web/test`, in the parallel
 * lane) both build, and the second's rename finds the first's there and
 * gives way. Elsewhere, a build of the caller's own.
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
  if (existsSync(outDir)) return { outDir, remove: () => {} }
  const own = mkdtempSync(join(builds, 'production-'))
  try {
    await buildLatch({ outDir: own, variant: 'production' })
    renameSync(own, outDir)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    // Another build was renamed into place first: this one gives way.
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error
  } finally {
    rmSync(own, { recursive: true, force: true })
  }
  return { outDir, remove: () => {} }
}
