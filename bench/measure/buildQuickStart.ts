import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { withoutLatchPlugin } from '../../test/consumerApp.ts'

const readmePath = fileURLToPath(new URL('../../README.md', import.meta.url))
const chainsPath = fileURLToPath(
  new URL('./quickStartChains.ts', import.meta.url),
)

/**
 * Where the quick-start app is written (`bench/results/` is git-ignored):
 * inside the repository, so that its imports resolve to the workspace's
 * packages (`node_modules/@latch/*`) as a dapp's resolve to installed ones.
 */
export const quickStartAppDir = fileURLToPath(
  new URL('../results/quickstart-app/', import.meta.url),
)

/** The dummy WalletConnect project id the peer apps use (`peers/*\/src/chains.ts`). */
export const quickStartProjectId = '3fbb6bba6f1de962d911bb5b5c9dba88'

export type QuickStartSources = {
  /** The README's `tsx` block, with the bench's one change. */
  main: string
  /** The README's `ts` block, unchanged. */
  viteConfig: string
}

/**
 * The README's quick start as the bench builds it: its `tsx` block (the
 * dapp's `src/main.tsx`) and its `ts` block (`vite.config.ts`), with one
 * change, for fairness: the chains are the peers' list (`benchChains`) and
 * names are read from the devnet's ENS (`benchEnsChainId`), so the test
 * wallet's chain is supported and ENS stays on the machine, as in every other
 * column. Throws when the README no longer has that shape.
 */
export function quickStartSources(readme: string): QuickStartSources {
  const section = /^## Quick start\n([\s\S]*?)(?=^#{1,2} |(?![\s\S]))/m.exec(
    readme,
  )?.[1]
  if (!section) throw new Error('README.md has no "## Quick start" section')
  const blocks = (lang: string) =>
    [...section.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)]
      .filter((x) => x[1] === lang)
      .map((x) => x[2]!)
  const [tsx, ...moreTsx] = blocks('tsx')
  const [ts, ...moreTs] = blocks('ts')
  if (!tsx || moreTsx.length > 0 || !ts || moreTs.length > 0)
    throw new Error(
      "README.md's quick start must have exactly one tsx block (main.tsx) and one ts block (vite.config.ts)",
    )
  const chains = /^([ \t]*)chains: \[[^\]\n]*\],?[ \t]*$/gm
  const found = [...tsx.matchAll(chains)]
  if (found.length !== 1)
    throw new Error(
      `README.md's quick start must set \`chains: [...]\` on one line, once (found ${found.length})`,
    )
  const main = tsx.replace(
    chains,
    (_, indent: string) =>
      `${indent}chains: benchChains,\n${indent}ensChainId: benchEnsChainId,`,
  )
  return {
    main: `import { benchChains, benchEnsChainId } from './benchChains.ts'\n${main}`,
    viteConfig: ts,
  }
}

export type BuildQuickStartParameters = {
  outDir: string
  /**
   * Builds the quick start with its `vite.config.ts` minus `latch()`: what a
   * dapp gets from the packages alone (the bench reports it beside the
   * figure with the plugin).
   */
  withoutPlugin?: boolean | undefined
}

/**
 * Writes the README's quick start as an app (`quickStartAppDir`: `index.html`,
 * `src/main.tsx`, `src/benchChains.ts`, `vite.config.ts`, and a `.env` with the
 * peers' dummy WalletConnect project id) and builds it in production mode
 * with its own `vite.config.ts`, plus the build settings every peer app
 * sets (`target: 'es2022'`, no source maps). Returns the seconds it took.
 */
export async function buildQuickStart(
  parameters: BuildQuickStartParameters,
): Promise<number> {
  const began = performance.now()
  const sources = quickStartSources(readFileSync(readmePath, 'utf8'))
  const dir = quickStartAppDir
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(join(dir, 'src'), { recursive: true })
  writeFileSync(join(dir, 'src', 'main.tsx'), sources.main)
  writeFileSync(join(dir, 'src', 'benchChains.ts'), readFileSync(chainsPath))
  writeFileSync(
    join(dir, 'vite.config.ts'),
    parameters.withoutPlugin
      ? withoutLatchPlugin(sources.viteConfig)
      : sources.viteConfig,
  )
  writeFileSync(
    join(dir, '.env'),
    `VITE_WALLETCONNECT_PROJECT_ID=${quickStartProjectId}\n`,
  )
  writeFileSync(
    join(dir, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
      '    <title>Latch bench: quick start</title>',
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      '    <script type="module" src="/src/main.tsx"></script>',
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
  )
  // Vite bundles React's development build when NODE_ENV says otherwise
  // (Vitest sets it to `test`): a production build must not inherit it.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      root: dir,
      configFile: join(dir, 'vite.config.ts'),
      // The config imports `@latch/core/vite`, whose workspace entry is
      // TypeScript (a published package's is JS and needs no runner).
      configLoader: 'runner',
      envDir: dir,
      mode: 'production',
      logLevel: 'warn',
      build: {
        outDir: parameters.outDir,
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
      },
    })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  return (performance.now() - began) / 1_000
}
