import { build, type Plugin } from 'vite'
import { webVite } from './webVite.ts'

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
