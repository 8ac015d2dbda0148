import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import MagicString from 'magic-string'
import type { Plugin } from 'vite'

type Origin = { file: string; name: string }

/**
 * A Vite plugin that rewrites named imports from package barrels (`viem`,
 * `@wagmi/core`, …) into imports of the modules that define them.
 *
 * Why: Rolldown assigns a module to chunks by the static import graph, in
 * which a barrel "reaches" every module it re-exports. Code used only by the
 * lazily loaded wallet SDKs is then placed in chunks the entry imports.
 * Without the barrels in the way, the entry's chunks hold what it uses.
 */
export function debarrel(packages: readonly string[]): Plugin {
  // Each barrel as the bundler resolves it (a package's source entry in a
  // workspace, its built one when installed), parsed once per build.
  const barrels = new Map<string, Map<string, Origin>>()
  return {
    name: 'latch:debarrel',
    apply: 'build',
    enforce: 'post',
    async buildStart() {
      barrels.clear()
      for (const name of packages) {
        const resolved = await this.resolve(name).catch(() => null)
        const file = resolved?.id.split('?')[0]
        if (file && !resolved?.external) barrels.set(file, parseBarrel(file))
      }
    },
    async transform(code, id) {
      if (!/\.(m?js|tsx?)$/.test(id.split('?')[0]!)) return
      const statements =
        /(import|export)\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"];?/g
      // Edited in place, so the module's source map follows each edit: a
      // rewritten import takes more lines than it did, and every position
      // after it would otherwise map to a line further down.
      const edited = new MagicString(code)
      for (const match of code.matchAll(statements)) {
        const [whole, keyword, names, specifier] = match as unknown as [
          string,
          string,
          string,
          string,
        ]
        if (specifier.startsWith('.')) continue
        const resolved = await this.resolve(specifier, id).catch(() => null)
        const barrel = resolved && barrels.get(resolved.id.split('?')[0]!)
        if (!barrel) continue
        const direct: string[] = []
        const kept: string[] = []
        for (const part of names.split(',').map((x) => x.trim())) {
          if (!part || part.startsWith('type ')) continue
          const [name, alias] = part.split(/\s+as\s+/).map((x) => x.trim())
          const origin = barrel.get(name!)
          if (origin)
            direct.push(
              `${keyword} { ${origin.name} as ${alias ?? name} } from ${JSON.stringify(origin.file)};`,
            )
          else kept.push(part)
        }
        if (kept.length)
          direct.push(
            `${keyword} { ${kept.join(', ')} } from ${JSON.stringify(specifier)};`,
          )
        edited.overwrite(
          match.index,
          match.index + whole.length,
          direct.join('\n'),
        )
      }
      if (!edited.hasChanged()) return
      return {
        code: edited.toString(),
        map: edited.generateMap({ source: id, hires: true }),
      }
    },
  }
}

/** Maps each name a barrel re-exports (`export { a as b } from './x.js'`) to its module. */
function parseBarrel(file: string): Map<string, Origin> {
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
  const names = new Map<string, Origin>()
  for (const match of text.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g,
  )) {
    const origin = resolve(dirname(file), match[2]!)
    for (const part of match[1]!.split(',')) {
      const entry = part.trim().replace(/^type\s+/, '')
      if (!entry) continue
      const [name, alias] = entry.split(/\s+as\s+/).map((x) => x.trim())
      names.set(alias ?? name!, { file: origin, name: name! })
    }
  }
  return names
}
