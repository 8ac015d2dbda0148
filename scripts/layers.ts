import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/** One import (or re-export, or dynamic import) of a source file. */
export type SourceImport = {
  specifier: string
  /** `import type` / `export type`: erased, nothing loads. */
  typeOnly: boolean
}

/** A source file as the layer rules see it. */
export type SourceFile = {
  /** Its path from the repository's root, with `/`. */
  path: string
  text: string
}

const importPattern =
  /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[\w*${}\s,]*?\bfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

/** Every module a file imports, statically or dynamically. */
export function importsOf(text: string): SourceImport[] {
  const found: SourceImport[] = []
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[2] ?? match[3]
    if (specifier) found.push({ specifier, typeOnly: !!match[1] })
  }
  return found
}

/** The public entries of the workspace's packages. */
const publicEntries = new Set([
  '@latch/core',
  '@latch/core/csp',
  '@latch/core/internal',
  '@latch/core/siwe',
  '@latch/core/vite',
  '@latch/react',
  '@latch/react/styles.css',
  '@latch/devnet',
  '@latch/devnet/browser',
  '@latch/devnet/internal',
  '@latch/siwe',
  '@latch/siwe/node',
])

/** The test harness's entries: for tests only. */
const harnessEntries = new Set(['@latch/testing', '@latch/testing/browser'])

/** Where Latch's wallets are: one descriptor file each. */
const walletsFolder = 'packages/core/src/wallets/'

/** A wallet's descriptor file and the connector id it spells. */
export type WalletDescriptorFile = { path: string; id: string }

/**
 * Latch's built-in wallets as their files say (`id: '…'`): each file of the
 * wallets folder is the only one that may spell its id.
 */
export function walletDescriptorFiles(
  root: string = fileURLToPath(new URL('..', import.meta.url)),
): WalletDescriptorFile[] {
  return readdirSync(join(root, walletsFolder))
    .filter((name) => /^[^.]+\.ts$/.test(name))
    .flatMap((name) => {
      const path = `${walletsFolder}${name}`
      const id = readFileSync(join(root, path), 'utf8').match(
        /\bid: '([^']+)'/,
      )?.[1]
      return id ? [{ path, id }] : []
    })
}
const wagmiInternalsFile = 'packages/core/src/config/wagmiInternals.ts'

const isTest = (path: string) =>
  /\.test(-d)?\.tsx?$/.test(path) ||
  /^packages\/(testing|react\/test|siwe\/test)\//.test(path) ||
  /^apps\/[^/]+\/test\//.test(path) ||
  /^(test|e2e|bench|scripts)\//.test(path)

/**
 * The folders of the house, each a layer: the packages, the apps on them,
 * the workspace's test support (`test/`: what tests, the end-to-end suite,
 * the bench and the tools share), and the three that nothing imports: the
 * end-to-end suite, the bench and the tool shelf (`scripts/`).
 */
export type Folder =
  | 'packages'
  | 'apps/web'
  | 'apps/next'
  | 'apps/docs'
  | 'test'
  | 'e2e'
  | 'bench'
  | 'scripts'
  | 'the root'

/** The folder a path of the repository is in. */
export function folderOf(path: string): Folder {
  const top = path.split('/')[0]
  if (top === 'apps')
    return path.startsWith('apps/next/')
      ? 'apps/next'
      : path.startsWith('apps/docs/')
        ? 'apps/docs'
        : 'apps/web'
  if (
    top === 'packages' ||
    top === 'test' ||
    top === 'e2e' ||
    top === 'bench' ||
    top === 'scripts'
  )
    return top
  return 'the root'
}

/**
 * What each folder may import by a relative path besides its own files: an
 * arrow goes down, from the tools and suites to test support, the apps and
 * the packages, never up. The Next.js app builds on the web app's catalogue
 * and dev server, never the other way; an app's tests may take test support.
 */
const mayImport: Record<Folder, readonly Folder[]> = {
  packages: [],
  'apps/web': ['packages'],
  'apps/next': ['packages', 'apps/web'],
  // The docs site runs Latch as a dapp does: on the packages alone.
  'apps/docs': ['packages'],
  test: ['packages', 'apps/web', 'apps/next', 'the root'],
  e2e: ['packages', 'apps/web', 'apps/next', 'test', 'the root'],
  bench: ['packages', 'apps/web', 'apps/next', 'test', 'the root'],
  scripts: ['packages', 'apps/web', 'apps/next', 'test', 'the root'],
  'the root': ['packages', 'apps/web', 'apps/next', 'test', 'e2e', 'scripts'],
}

/** The bench and the tools may read a package's sources: nothing imports them. */
const readsSources = (path: string) => /^(bench|scripts)\//.test(path)

/**
 * The layer rules of the workspace (ARCHITECTURE.md), checked over source
 * files; returns one line per broken rule.
 */
export function checkLayers(
  files: readonly SourceFile[],
  descriptors: readonly WalletDescriptorFile[] = walletDescriptorFiles(),
): string[] {
  const problems: string[] = []
  for (const { path, text } of files) {
    const test = isTest(path)
    for (const { specifier, typeOnly } of importsOf(text)) {
      const where = `${path}: imports '${specifier}'`
      const inside = (prefix: string) =>
        specifier.startsWith('.') &&
        normalize(join(dirname(path), specifier)).startsWith(prefix)
      const latch = specifier.startsWith('@latch/')
      if (
        latch &&
        !harnessEntries.has(specifier) &&
        !publicEntries.has(specifier)
      )
        problems.push(`${where}, which is not a public entry`)
      if (
        specifier === '@latch/core/internal' &&
        !path.startsWith('packages/react/')
      )
        problems.push(
          `${where}: the core's internal entry is for @latch/react only; a dapp's code takes @latch/core`,
        )
      if (
        specifier === '@latch/devnet/internal' &&
        !test &&
        /^(packages\/|apps\/web\/src\/|apps\/next\/app\/)/.test(path)
      )
        problems.push(
          `${where}: the devnet's internal entry is for the workspace's tests and tools`,
        )
      if (harnessEntries.has(specifier) && !test)
        problems.push(`${where}, the test harness, outside a test`)
      for (const name of ['core', 'react', 'devnet', 'siwe', 'testing'])
        if (
          !path.startsWith(`packages/${name}/`) &&
          !readsSources(path) &&
          inside(`packages/${name}/`)
        )
          problems.push(`${where}: a relative path into packages/${name}`)
      if (specifier.startsWith('.')) {
        const from = folderOf(path)
        const to = folderOf(normalize(join(dirname(path), specifier)))
        const allowed =
          to === from ||
          mayImport[from].includes(to) ||
          (to === 'test' && from.startsWith('apps/') && test)
        if (!allowed)
          problems.push(
            `${where}: ${from} never imports ${to} (what they share goes down to a layer both may import)`,
          )
      }
      if (
        (path.startsWith('apps/web/src/') ||
          path.startsWith('apps/next/app/')) &&
        !test &&
        specifier === '@latch/devnet'
      )
        problems.push(
          `${where}: page code takes the devnet's browser entry, @latch/devnet/browser`,
        )
      if (path.startsWith('packages/core/src/') && !test) {
        if (
          /^(react|react-dom|wagmi)(\/|$)/.test(specifier) ||
          /^@latch\/(react|devnet)/.test(specifier)
        )
          problems.push(`${where}: the core knows no React, UI or devnet`)
      }
      if (
        path.startsWith('packages/devnet/src/') &&
        /^@latch\/(core|react)/.test(specifier)
      )
        problems.push(`${where}: the devnet stands alone`)
      if (
        path.startsWith('packages/react/src/components/') &&
        !test &&
        !typeOnly &&
        /^(wagmi|@wagmi\/|@latch\/core)(\/|$)/.test(specifier)
      )
        problems.push(
          `${where}: components use hooks and the catalogue, not the wallet layer`,
        )
    }
    if (test) continue
    if (path !== wagmiInternalsFile && /\._internal\b/.test(text))
      problems.push(
        `${path}: touches wagmi's _internal outside ${wagmiInternalsFile}`,
      )
    for (const descriptor of descriptors)
      if (
        path !== descriptor.path &&
        new RegExp(`['"\`]${descriptor.id}['"\`]`).test(text)
      )
        problems.push(
          `${path}: spells the connector id '${descriptor.id}' outside its descriptor`,
        )
  }
  return problems
}

/**
 * The repository's TypeScript sources, as git lists them: the packages, the
 * apps, test support, the end-to-end suite, the bench and the tools.
 */
export function sourceFiles(root: string): SourceFile[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-co', '--exclude-standard'],
    {
      cwd: root,
    },
  )
    .toString()
    .split('\n')
  return (
    listed
      .filter((path) =>
        /^(packages|apps|test|e2e|bench|scripts)\/.*\.tsx?$/.test(path),
      )
      .filter((path) => !path.includes('/dist/'))
      // The peers' apps and Lighthouse are installs of their own.
      .filter((path) => !/^bench\/(peers|lighthouse)\//.test(path))
      .flatMap((path) => {
        try {
          return [
            {
              path: relative(root, join(root, path)),
              text: readFileSync(join(root, path), 'utf8'),
            },
          ]
        } catch {
          return [] // listed but deleted in the work tree
        }
      })
  )
}
