import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
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
  const modules = [...seen].map((file) => relative(import.meta.dirname, file))
  return { modules, external: [...external].sort() }
}

test('@latch/core/siwe, the SIWE client, loads no React and no UI: a page on any UI signs in with it', () => {
  const { modules, external } = graph('siwe.ts')
  expect(modules).toContain('siwe/createSiweClient.ts')
  expect(
    external.filter((x) => /^(react|react-dom|wagmi)(\/|$)|^@latch\//.test(x)),
  ).toEqual([])
})

test("@latch/core's main entry does not load the SIWE client: a page without Sign-In with Ethereum carries none of it", () => {
  const { modules } = graph('index.ts')
  expect(modules.length).toBeGreaterThan(50)
  expect(modules.filter((x) => x.startsWith('siwe/'))).toEqual([])
})
