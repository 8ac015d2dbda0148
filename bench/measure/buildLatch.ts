import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type Plugin } from 'vite'
import { webVite } from '../../apps/web/scripts/webVite.ts'
import { takeDirectoryLock } from '../../scripts/directoryLock.ts'

export type BuildLatchParameters = {
  outDir: string
  /**
   * `production`: the build users get. `bench`: the same, but started with
   * the devnet's chains (RPC at `/devnet/rpc/<id>`, ENS on the first) and no
   * Dev wallet, through `apps/web/bench/latchMain.ts`.
   */
  variant: 'production' | 'bench'
}

/** Builds Latch in production mode; returns the seconds it took. */
export async function buildLatch(
  parameters: BuildLatchParameters,
): Promise<number> {
  const began = performance.now()
  // Vite bundles React's development build when NODE_ENV says otherwise
  // (Vitest sets it to `test`): a production build must not inherit it.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      ...webVite,
      mode: 'production',
      logLevel: 'warn',
      plugins: parameters.variant === 'bench' ? [benchEntry()] : [],
      build: {
        outDir: parameters.outDir,
        emptyOutDir: true,
        sourcemap: false,
      },
    })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  return (performance.now() - began) / 1_000
}

/** Swaps `index.html`'s entry for the bench's (production + devnet chains). */
function benchEntry(): Plugin {
  return {
    name: 'latch-bench:entry',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('/src/main.tsx', '/bench/latchMain.ts'),
    },
  }
}

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
