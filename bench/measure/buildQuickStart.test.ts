import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { quickStartSources } from './buildQuickStart.ts'

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

// The bench builds the README's quick start as it reads it at build time:
// these fail when the README's quick start stops having the shape the bench
// (one change: the peers' chains and the devnet's ENS) relies on.
describe("the README's quick start, as the bench builds it", () => {
  test('main.tsx is the tsx block, its chains swapped for the peers', () => {
    const { main } = quickStartSources(readme)
    expect(main).toContain("from '@latch/core'")
    expect(main).toContain("from '@latch/react'")
    expect(main).toMatch(/^\s*chains: benchChains,$/m)
    expect(main).toMatch(/^\s*ensChainId: benchEnsChainId,$/m)
    expect(main).not.toMatch(/chains: \[/)
    expect(main.split('\n')[0]).toBe(
      "import { benchChains, benchEnsChainId } from './benchChains.ts'",
    )
  })

  test('vite.config.ts is the ts block, unchanged', () => {
    const { viteConfig } = quickStartSources(readme)
    expect(viteConfig).toContain("from '@latch/core/vite'")
    expect(readme).toContain(`\`\`\`ts\n${viteConfig}\`\`\``)
  })

  test('a quick start of another shape is refused, saying why', () => {
    expect(() => quickStartSources('# Latch\n')).toThrow(/Quick start/)
    const twoLines = readme.replace(
      /chains: \[[^\]\n]*\],/,
      'chains: [\n    mainnet,\n  ],',
    )
    expect(() => quickStartSources(twoLines)).toThrow(/chains: \[\.\.\.\]/)
  })
})
