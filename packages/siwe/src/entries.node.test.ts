import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { expect, test } from 'vitest'

/** Every module an entry loads (its relative imports, followed), and what else it imports. */
function graph(entry: string) {
  const seen = new Set<string>()
  const external = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(
      /^(?:import|export)\s+(type\s+)?[^'"]*?from\s*'([^']+)'/gm,
    )) {
      if (match[1]) continue // erased
      const specifier = match[2]!
      if (specifier.startsWith('.')) visit(join(dirname(file), specifier))
      else external.add(specifier)
    }
  }
  visit(join(import.meta.dirname, entry))
  return { modules: seen.size, external: [...external].sort() }
}

test('the main entry loads viem and nothing else, no Node built-in: it runs in Workers, Deno and Bun as in Node', () => {
  const { modules, external } = graph('index.ts')
  expect(modules).toBeGreaterThan(5)
  expect(external).toEqual(['viem'])
})

test('the Node adapter is its own entry', () => {
  expect(graph('node.ts').external).toEqual([])
})
