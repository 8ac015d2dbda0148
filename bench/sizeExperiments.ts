import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type Plugin } from 'vite'
import { webVite } from '../apps/web/scripts/webVite.ts'
import { initialJs } from '../test/initialJs.ts'

// `npx tsx bench/sizeExperiments.ts`: Latch's production build with candidate
// changes applied at build time only (no source file is touched), and the initial
// JS (gzip) each gives. The source edits are text replacements: when the
// code they target changes, the variant reports that instead of a number.

type Edit = { file: string; from: string | RegExp; to: string }

/** One candidate change. */
type Lever = { edits?: Edit[]; plugins?: () => Plugin[]; oneChunk?: boolean }

const levers = {
  /** No lazy SDK import at all: what the entry's own code needs (a floor). */
  noSdk: {
    edits: [
      {
        file: 'packages/core/src/wallets/coinbaseWallet.ts',
        from: /await import\(\s*'@wagmi\/connectors\/coinbaseWallet'\s*\)/,
        to: "({ coinbaseWallet: () => { throw new Error('removed') } })",
      },
      {
        file: 'packages/core/src/connectors/walletConnectWallet.ts',
        from: /await import\(\s*'\.\/walletConnectConnector\.ts'\s*\)/,
        to: "({ walletConnectConnector: () => { throw new Error('removed') } })",
      },
    ],
  },
  /** No websocket transport (the node provider over HTTP, then public RPC). */
  noWebSocket: {
    edits: [
      {
        file: 'packages/core/src/config/createTransport.ts',
        from: /\.\.\.\(node\.webSocket \?\? \[\]\)\.map\([\s\S]*?\),\n/,
        to: '',
      },
    ],
  },
} satisfies Record<string, Lever>

type LeverName = keyof typeof levers

const variants: { label: string; levers: LeverName[] }[] = [
  { label: 'today', levers: [] },
  { label: 'floor: no lazy SDK import at all', levers: ['noSdk'] },
  { label: 'no websocket transport', levers: ['noWebSocket'] },
]

/** Applies text edits to source files as Vite loads them (nothing is written). */
function editSources(edits: readonly Edit[]): Plugin {
  return {
    name: 'latch-bench:edit-sources',
    enforce: 'pre',
    transform(code, id) {
      let next = code
      for (const edit of edits) {
        if (!id.endsWith(edit.file)) continue
        const edited = next.replace(edit.from, edit.to)
        if (edited === next)
          throw new Error(`${edit.file} changed: the edit no longer applies`)
        next = edited
      }
      return next === code ? null : next
    },
  }
}

async function main() {
  const outRoot = mkdtempSync(join(tmpdir(), 'latch-size-'))
  const rows: string[][] = [
    ['variant', 'initial JS KiB', 'chunks', 'all JS KiB'],
  ]
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    for (const [index, variant] of variants.entries()) {
      const chosen = variant.levers.map((name) => levers[name] as Lever)
      const outDir = join(outRoot, String(index))
      try {
        await build({
          ...webVite,
          mode: 'production',
          logLevel: 'silent',
          plugins: [
            editSources(chosen.flatMap((x) => x.edits ?? [])),
            ...chosen.flatMap((x) => x.plugins?.() ?? []),
          ],
          build: {
            outDir,
            emptyOutDir: true,
            sourcemap: false,
            rolldownOptions: chosen.some((x) => x.oneChunk)
              ? {
                  output: {
                    codeSplitting: {
                      groups: [{ name: 'initial', tags: ['$initial'] }],
                    },
                  },
                }
              : {},
          },
        })
        const js = initialJs(outDir)
        const all = js.all.reduce((sum, x) => sum + x.gzip, 0)
        rows.push([
          variant.label,
          (js.gzip / 1024).toFixed(1),
          String(js.chunks.length),
          (all / 1024).toFixed(1),
        ])
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        rows.push([variant.label, `n/a: ${message.split('\n')[0]}`, '', ''])
      }
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
