import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import {
  compileSiweTestContracts,
  siweTestContracts,
} from './compileSiweTestContracts.ts'

test("the SIWE tests' committed contracts are what their sources build", () => {
  const artifacts = compileSiweTestContracts()
  expect(Object.keys(artifacts).sort()).toEqual([
    'TestSmartAccount',
    'TestSmartAccountFactory',
  ])
  for (const [name, artifact] of Object.entries(artifacts))
    expect(
      JSON.parse(readFileSync(join(siweTestContracts, `${name}.json`), 'utf8')),
      name,
    ).toEqual(artifact)
}, 60_000)
