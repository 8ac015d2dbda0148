import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

/**
 * Every module an entry loads at run time (its relative imports, followed;
 * type-only ones are erased), relative to `dir`, and the packages it
 * imports.
 */
export function moduleGraph(
  dir: string,
  entry: string,
): { modules: string[]; external: string[] } {
  const seen = new Set<string>()
  const external = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(
      /^(?:import|export)\s+(type\s+)?[^'"]*?from\s*'([^']+)'/gm,
    )) {
      if (match[1]) continue
      const specifier = match[2]!
      if (specifier.startsWith('.')) visit(join(dirname(file), specifier))
      else external.add(specifier)
    }
  }
  visit(join(dir, entry))
  return {
    modules: [...seen].map((file) => relative(dir, file)),
    external: [...external].sort(),
  }
}
