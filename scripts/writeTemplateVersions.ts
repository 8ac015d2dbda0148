import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * `create-latch`'s build step: the versions its templates install, read
 * from the workspace (Latch's packages at their version, the rest at the
 * versions its lockfile installed), written to
 * `packages/create-latch/src/templateVersions.ts`. The test beside that
 * file fails when it is not what this writes.
 */
const root = join(import.meta.dirname, '..')

/** The packages the templates list, besides Latch's own. */
export const templatePackages = [
  '@playwright/test',
  '@tanstack/react-query',
  '@types/node',
  '@types/react',
  '@types/react-dom',
  '@vitejs/plugin-react',
  '@wagmi/core',
  'next',
  'react',
  'react-dom',
  'typescript',
  'viem',
  'vite',
  'wagmi',
] as const

const latchPackages = ['core', 'devnet', 'react', 'siwe'] as const

/** The versions, by package name, sorted. */
export function templateVersions(): Record<string, string> {
  const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'))
  const lock = json(join(root, 'package-lock.json')) as {
    packages: Record<string, { version?: string }>
  }
  const versions: Record<string, string> = {}
  for (const name of latchPackages)
    versions[`@latch/${name}`] = json(
      join(root, 'packages', name, 'package.json'),
    ).version
  for (const name of templatePackages) {
    const version = lock.packages[`node_modules/${name}`]?.version
    if (!version) throw new Error(`${name} is not in package-lock.json`)
    versions[name] = version
  }
  return Object.fromEntries(
    Object.entries(versions).sort(([a], [b]) => (a < b ? -1 : 1)),
  )
}

/** The text of `templateVersions.ts`, formatted as Biome formats it. */
export function templateVersionsSource(): string {
  const entries = Object.entries(templateVersions())
    .map(([name, version]) => {
      const key = /^[a-z]+$/.test(name) ? name : `'${name}'`
      return `  ${key}: '${version}',`
    })
    .join('\n')
  return `// Written by scripts/writeTemplateVersions.ts (create-latch's build): the
// versions the templates install, the workspace's own.

/** The version of each package a created app lists. */
export const templateVersions = {
${entries}
} as const
`
}

export const templateVersionsFile = join(
  root,
  'packages',
  'create-latch',
  'src',
  'templateVersions.ts',
)

if (import.meta.filename === process.argv[1])
  writeFileSync(templateVersionsFile, templateVersionsSource())
