import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { expect, test } from 'vitest'

// docs/conformance.md names, for each rule, the test that proves it: a file
// and, after `›`, the test's (or its group's) name. Each file must be in the
// repository and each name in that file, so a renamed or moved test fails
// here rather than leave the page pointing at nothing.

const root = join(import.meta.dirname, '..')
const page = readFileSync(join(root, 'docs', 'conformance.md'), 'utf8')

// The page's shorthand: these folders are under a package's sources.
const shorthands: Record<string, string> = {
  'actions/': 'packages/core/src/',
  'config/': 'packages/core/src/',
  'connectors/': 'packages/core/src/',
  'errors/': 'packages/core/src/',
  'query/': 'packages/core/src/',
  'session/': 'packages/core/src/',
  'wallets/': 'packages/core/src/',
  'hooks/': 'packages/react/src/',
  'components/': 'packages/react/src/',
}

/** Every file of the repository (no dependency or build folder), by path. */
function repositoryFiles(): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (/^(node_modules|dist|\..*|test-results)$/.test(entry.name)) continue
      const path = dir ? `${dir}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(path)
      else files.push(path)
    }
  }
  walk('')
  return files
}

const files = repositoryFiles()

/**
 * The files a path of the page stands for: none when it names nothing. A
 * bare file name stands for the one file of that name, in prose only: a
 * test's file in a table is named from the root or a shorthand (`strict`).
 */
function resolve(path: string, { strict = false } = {}): string[] {
  const prefix = Object.keys(shorthands).find((x) => path.startsWith(x))
  const full = prefix ? shorthands[prefix] + path : path
  if (full.includes('*')) {
    const pattern = new RegExp(
      `^${full.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`,
    )
    return files.filter((file) => pattern.test(file))
  }
  if (full.includes('/')) return existsSync(join(root, full)) ? [full] : []
  if (strict) return []
  // A bare name (`queryDefaults.ts` after its folder): one file of that name.
  const matches = files.filter((file) => file.endsWith(`/${full}`))
  return matches.length === 1 ? matches : []
}

const paths = [
  ...new Set(
    [...page.matchAll(/`([\w./*@-]+\.(?:ts|tsx))`/g)].map((match) => match[1]!),
  ),
]

/** Each table cell's `file` › name › name pairs, in the order written. */
function namedTests(): { file: string; name: string }[] {
  const named: { file: string; name: string }[] = []
  for (const line of page.split('\n')) {
    if (!line.startsWith('|')) continue
    let file: string | undefined
    for (const match of line.matchAll(
      /`([\w./*@-]+\.(?:ts|tsx))`|›\s*([^›;`|]+)/g,
    )) {
      if (match[1]) file = match[1]
      else if (file && !file.includes('*')) {
        // A name ends where the page's own words start: a parenthesis or an
        // ellipsis after it.
        const name = match[2]!
          .split(/ \(|…/)[0]!
          .replace(/\\_/g, '_')
          .trim()
          .replace(/[,;.:]$/, '')
        if (name) named.push({ file, name })
      }
    }
  }
  return named
}

test('every file the page names is in the repository', () => {
  expect(paths.length).toBeGreaterThan(50)
  const missing = paths.filter((path) => resolve(path).length === 0)
  expect(missing).toEqual([])
})

test('every test the page names is in the file it names', () => {
  const named = namedTests()
  expect(named.length).toBeGreaterThan(100)
  const missing = named
    .filter(({ file, name }) => {
      const [path] = resolve(file, { strict: true })
      return !path || !readFileSync(join(root, path), 'utf8').includes(name)
    })
    .map(({ file, name }) => `${file} › ${name}`)
  expect(missing).toEqual([])
})

test('a name that is not in its file is found missing', () => {
  const [path] = resolve('actions/connectWallet.integration.test.ts')
  expect(path).toBeDefined()
  const source = readFileSync(join(root, path!), 'utf8')
  expect(source.includes('at connect: the first account is taken')).toBe(true)
  expect(source.includes('at connect: the last account is taken')).toBe(false)
  expect(
    resolve('LatchProvider.restoredCache.fresh.test.tsx', { strict: true }),
  ).toEqual([])
  expect(
    resolve('packages/react/src/LatchProvider.restoredCache.fresh.test.tsx', {
      strict: true,
    }),
  ).toEqual(['packages/react/src/LatchProvider.restoredCache.fresh.test.tsx'])
  expect(resolve('hooks/LatchProvider.restoredCache.fresh.test.tsx')).toEqual(
    [],
  )
  expect(dirname(resolve('e2e/connectors/*.spec.ts')[0]!)).toBe(
    'e2e/connectors',
  )
})
