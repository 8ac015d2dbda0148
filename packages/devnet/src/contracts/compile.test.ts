import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { compile } from './compile.ts'

test('the committed artifacts are what the sources and ENS packages build', () => {
  const directory = dirname(fileURLToPath(import.meta.url))
  const artifacts = compile()
  expect(Object.keys(artifacts).sort()).toEqual([
    'BatchExecutor',
    'DemoToken',
    'DevnetPaymaster',
    'ENSRegistry',
    'EntryPoint',
    'PublicResolver',
    'ReverseRegistrar',
    'Simple7702Account',
    'UniversalResolver',
  ])
  for (const [name, artifact] of Object.entries(artifacts)) {
    const committed = JSON.parse(
      readFileSync(join(directory, `${name}.json`), 'utf8'),
    )
    // Stale JSON means someone edited a .sol and forgot to re-run compile.ts.
    expect(committed, name).toEqual(artifact)
  }
})
