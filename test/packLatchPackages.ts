import { join } from 'node:path'
import { root, run } from './consumerApp.ts'

/** A workspace package of `packages/`, by its folder's name. */
export type LatchPackage = 'core' | 'devnet' | 'react' | 'siwe' | 'create-latch'

/** The packages the others build on: built first, each build on their `dist`. */
const firstBuilt: readonly LatchPackage[] = ['core', 'devnet', 'siwe']

/**
 * Builds the named packages (those the others build on first) and packs
 * their `dist` into `destination` with one `npm pack`, as the registry
 * would serve them. Returns each tarball's path by package name
 * (`@latch/core`, `create-latch`, …).
 */
export async function packLatchPackages(
  names: readonly LatchPackage[],
  destination: string,
): Promise<Record<string, string>> {
  const build = (name: LatchPackage) =>
    run('npm', ['run', 'build'], {
      cwd: join(root, 'packages', name),
      timeoutMs: 180_000,
    })
  await Promise.all(names.filter((x) => firstBuilt.includes(x)).map(build))
  await Promise.all(names.filter((x) => !firstBuilt.includes(x)).map(build))
  const packed = await run(
    'npm',
    [
      'pack',
      ...names.map((name) => join(root, 'packages', name, 'dist')),
      '--pack-destination',
      destination,
      '--json',
    ],
    { cwd: destination, timeoutMs: 180_000 },
  )
  return Object.fromEntries(
    (JSON.parse(packed) as { name: string; filename: string }[]).map((x) => [
      x.name,
      join(destination, x.filename),
    ]),
  )
}
