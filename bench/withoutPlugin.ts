import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type Plugin } from 'vite'
import { copyLazyHashes } from '../packages/core/src/vite/copyLazyHashes.ts'
import { groupInitialChunk } from '../packages/core/src/vite/groupInitialChunk.ts'
import { latch } from '../packages/core/src/vite.ts'
import { initialJs } from '../test/initialJs.ts'
import { buildQuickStart, quickStartAppDir } from './measure/buildQuickStart.ts'

// `npx tsx bench/withoutPlugin.ts`: the README's quick start (as the bench
// builds it) without `latch()`, and what each part of the plugin is worth
// there: the initial JS (gzip) of each variant. Nothing is written outside a temporary folder and
// `bench/results/quickstart-app/`.

const variants: { label: string; plugins: () => Plugin[] }[] = [
  { label: 'without latch()', plugins: () => [] },
  { label: 'without latch(), hash copies', plugins: () => [copyLazyHashes()] },
  {
    label: 'without latch(), one initial chunk',
    plugins: () => [groupInitialChunk()],
  },
  {
    label: 'without latch(), hash copies, one initial chunk',
    plugins: () => [copyLazyHashes(), groupInitialChunk()],
  },
  { label: 'with latch()', plugins: () => latch() },
]

async function main() {
  const outRoot = mkdtempSync(join(tmpdir(), 'latch-without-plugin-'))
  const rows: string[][] = [['variant', 'initial JS KiB', 'files']]
  const nodeEnv = process.env.NODE_ENV
  try {
    // Writes the app (its vite.config.ts without latch()) and builds it once.
    await buildQuickStart({
      outDir: join(outRoot, 'first'),
      withoutPlugin: true,
    })
    process.env.NODE_ENV = 'production'
    for (const [index, variant] of variants.entries()) {
      const outDir = join(outRoot, String(index))
      await build({
        root: quickStartAppDir,
        configFile: join(quickStartAppDir, 'vite.config.ts'),
        configLoader: 'runner',
        envDir: quickStartAppDir,
        mode: 'production',
        logLevel: 'silent',
        plugins: variant.plugins(),
        build: {
          outDir,
          emptyOutDir: true,
          target: 'es2022',
          sourcemap: false,
        },
      })
      const js = initialJs(outDir)
      rows.push([
        variant.label,
        (js.gzip / 1024).toFixed(1),
        String(js.chunks.length),
      ])
      console.log(rows.at(-1)!.join(' · '))
    }
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
    rmSync(outRoot, { recursive: true, force: true })
  }
  const widths = rows[0]!.map((_, i) =>
    Math.max(...rows.map((r) => r[i]!.length)),
  )
  console.log(
    `\n${rows.map((r) => r.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' │ ')).join('\n')}`,
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
