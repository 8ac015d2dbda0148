import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

/** One module an entry re-exports values from, as the boundary rule sees it. */
export type ReexportedModule = {
  /** Its path, from the entry's folder. */
  file: string
  /** The values the entry takes from it (types aside), by their own names. */
  names: string[]
  /** Whether `'use client'` is its first statement. */
  client: boolean
}

/**
 * Whether a module's first statement is the `'use client'` directive (after
 * comments and blank lines only, as React and the bundlers read it).
 */
export function hasClientDirective(text: string): boolean {
  const body = text.replace(/^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/, '')
  return /^(['"])use client\1(?:\s*;|\s*\n|$)/.test(body)
}

/**
 * A component (`ConnectButton`, `LatchProvider`) or a hook (`useMessages`):
 * what a server component can only import through a client boundary.
 */
export const isClientName = (name: string) =>
  /^[A-Z]/.test(name) || /^use[A-Z]/.test(name)

/**
 * The modules an entry re-exports values from (`export { a, b as c } from
 * './x'`), each with its directive: the sources' `.ts`/`.tsx` or the built
 * `.js`, whichever the entry names.
 */
export function reexportedModules(entry: string): ReexportedModule[] {
  const text = readFileSync(entry, 'utf8')
  const statement =
    /export\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g
  const modules: ReexportedModule[] = []
  for (const [, typeOnly, list, specifier] of text.matchAll(statement)) {
    if (typeOnly || !list || !specifier) continue
    const names = list
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!.trim())
    if (names.length === 0) continue
    const path = join(dirname(entry), specifier)
    modules.push({
      file: specifier.replace(/^\.\//, ''),
      names,
      client: hasClientDirective(readFileSync(path, 'utf8')),
    })
  }
  return modules
}

/**
 * The rule `@latch/react`'s entry keeps (issue 23): a module it re-exports a
 * component or hook from starts with `'use client'`, so a React server
 * component imports them as client references; a module of plain values
 * (the catalogue, `storedAccountScript`) has none, so a server can call them;
 * the entry itself has none either. Returns one line per break.
 */
export function checkClientBoundary(entry: string): string[] {
  const problems: string[] = []
  if (hasClientDirective(readFileSync(entry, 'utf8')))
    problems.push(`${entry}: the entry itself is a client boundary`)
  for (const module of reexportedModules(entry)) {
    const client = module.names.filter(isClientName)
    if (client.length > 0 && !module.client)
      problems.push(
        `${module.file}: exports ${client.join(', ')} without 'use client'`,
      )
    if (client.length === 0 && module.client)
      problems.push(
        `${module.file}: only plain values (${module.names.join(', ')}) behind 'use client'`,
      )
  }
  return problems
}

/** Every JavaScript or TypeScript module under a folder that has `'use client'`. */
export function clientModulesUnder(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(m?js|tsx?)$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => !file.includes('node_modules'))
    .filter((file) =>
      hasClientDirective(readFileSync(join(folder, file), 'utf8')),
    )
    .map((file) => relative(folder, join(folder, file)))
}

/** Packages a module run by React server components must not import. */
const clientOnlyPackages = [
  'react',
  'react-dom',
  'wagmi',
  '@tanstack/react-query',
]

/**
 * What a React server component evaluates when it imports the entry: the
 * modules reached from it by static imports without crossing a
 * `'use client'` module (a bundler for server components stops there, and
 * hands the browser the rest), each with what it imports that only a client
 * can run (React's hooks and contexts, wagmi's, TanStack Query's): one line
 * per such import; none when the boundary is where it must be.
 */
export function serverGraphProblems(entry: string): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  const queue = [entry]
  const statement =
    /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[\w*${}\s,]*?\bfrom\s*)?['"]([^'"]+)['"]/g
  while (queue.length > 0) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    if (file !== entry && hasClientDirective(text)) continue
    for (const [, typeOnly, specifier] of text.matchAll(statement)) {
      if (typeOnly || !specifier) continue
      if (specifier.startsWith('.')) {
        queue.push(join(dirname(file), specifier))
        continue
      }
      const name = specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : specifier.split('/')[0]!
      if (clientOnlyPackages.includes(name))
        problems.push(`${relative(dirname(entry), file)} imports ${specifier}`)
    }
  }
  return problems
}
