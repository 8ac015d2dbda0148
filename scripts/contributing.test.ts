import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

// CONTRIBUTING.md as a new engineer reads it: its folder map names every
// folder of the packages' and the apps' sources, and every file its
// "Where a change goes" lists is there.

const root = join(import.meta.dirname, '..')
const contributing = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8')
const map = section('## The repository').match(/```\n([\s\S]*?)```/)![1]!

function section(heading: string): string {
  const start = contributing.indexOf(`\n${heading}\n`)
  if (start < 0) throw new Error(`CONTRIBUTING.md has no "${heading}"`)
  const end = contributing.indexOf('\n## ', start + heading.length + 2)
  return contributing.slice(start, end < 0 ? undefined : end)
}

/** The folders git holds directly under `parent`. */
function foldersOf(parent: string): string[] {
  const files = execFileSync('git', ['ls-files', '--', parent], {
    cwd: root,
    encoding: 'utf8',
  }).split('\n')
  const folders = new Set<string>()
  for (const file of files) {
    const rest = file.slice(parent.length + 1).split('/')
    if (file.startsWith(`${parent}/`) && rest.length > 1) folders.add(rest[0]!)
  }
  return [...folders].sort()
}

/**
 * The folders of `parents` the map does not name: a package's or an app's
 * folder is named as `<folder>/` in the lines of its own entry (from its
 * line to the next entry at its depth or above).
 */
function missingFolders(
  text: string,
  parents: Record<string, string[]>,
): string[] {
  const lines = text.split('\n')
  const missing: string[] = []
  for (const [parent, folders] of Object.entries(parents)) {
    const [entry, prefix = ''] = entryOf(parent)
    const at = lines.findIndex((line) => line.trimStart().startsWith(entry))
    if (at < 0) {
      missing.push(parent)
      continue
    }
    const depth = lines[at]!.length - lines[at]!.trimStart().length
    let end = at + 1
    while (
      end < lines.length &&
      (lines[end]!.length - lines[end]!.trimStart().length > depth ||
        lines[end]!.trim() === '')
    )
      end++
    const own = lines.slice(at, end).join('\n')
    for (const folder of folders)
      if (!own.includes(`${prefix}${folder}/`))
        missing.push(`${parent}/${folder}`)
  }
  return missing
}

/** How the map writes a parent: its entry's first word, and the folders' prefix. */
function entryOf(parent: string): [string, string?] {
  const [top, name, src] = parent.split('/')
  if (top === 'packages') return [`${name}/`, src ? `${src}/` : '']
  if (top === 'apps') return [`apps/${name}/`, src ? `${src}/` : '']
  return [`${parent}/`]
}

const parents: Record<string, string[]> = {}
for (const dir of ['packages', 'apps'])
  for (const name of foldersOf(dir)) {
    const sources = `${dir}/${name}/src`
    if (existsSync(join(root, sources))) parents[sources] = foldersOf(sources)
    else parents[`${dir}/${name}`] = foldersOf(`${dir}/${name}`)
  }

test('the folder map names every folder of the packages and the apps', () => {
  expect(Object.keys(parents)).toContain('packages/core/src')
  expect(Object.keys(parents)).toContain('apps/next')
  expect(missingFolders(map, parents)).toEqual([])
})

test('a folder the map leaves out is reported, with the entry it belongs to', () => {
  expect(
    missingFolders(map, {
      'packages/core/src': ['actions', 'teleport'],
      'packages/siwe/src': ['teleport'],
      'apps/web/src': ['send', 'teleport'],
      'packages/nowhere/src': ['x'],
    }),
  ).toEqual([
    'packages/core/src/teleport',
    'packages/siwe/src/teleport',
    'apps/web/src/teleport',
    'packages/nowhere/src',
  ])
  // A folder named in another package's lines is not this one's.
  expect(missingFolders(map, { 'packages/devnet/src': ['siwe'] })).toEqual([
    'packages/devnet/src/siwe',
  ])
})

test('every file "Where a change goes" names is there', () => {
  const paths = [
    ...section('## Where a change goes').matchAll(
      /`((?:packages|apps|scripts|docs|e2e|test)\/[^`<>*\s]+\.(?:ts|tsx|md))`/g,
    ),
  ].map((match) => match[1]!)
  expect(paths.length).toBeGreaterThan(10)
  // The language it adds as an example (Finnish) is new: the folders its
  // catalogues go in are there.
  for (const path of paths)
    expect(existsSync(join(root, path.replace(/\/fi\.ts$/, ''))), path).toBe(
      true,
    )
})
