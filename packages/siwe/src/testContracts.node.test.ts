import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { compile } from '../test/contracts/compile.ts'

test("the SIWE tests' committed contracts are what their sources build", () => {
  const directory = join(import.meta.dirname, '..', 'test', 'contracts')
  const artifacts = compile()
  expect(Object.keys(artifacts).sort()).toEqual([
    'TestSmartAccount',
    'TestSmartAccountFactory',
  ])
  for (const [name, artifact] of Object.entries(artifacts))
    expect(
      JSON.parse(readFileSync(join(directory, `${name}.json`), 'utf8')),
      name,
    ).toEqual(artifact)
}, 60_000)
