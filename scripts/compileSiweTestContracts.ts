import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Abi, Hex } from 'viem'
import { compileSolidity } from '../packages/devnet/src/contracts/compileSolidity.ts'

/** A compiled test contract: what a deploy needs. */
export type TestArtifact = { abi: Abi; bytecode: Hex }

/** Where the SIWE tests keep their contracts, sources and committed JSON. */
export const siweTestContracts = join(
  import.meta.dirname,
  '..',
  'packages',
  'siwe',
  'test',
  'contracts',
)

/**
 * Compiles the SIWE tests' contracts (the ERC-1271 account and its CREATE2
 * factory) with the devnet's compiler, offline. Run
 * `npx tsx scripts/compileSiweTestContracts.ts` to write `<Name>.json` beside
 * the sources; the JSON is committed so the tests need no compiler.
 */
export function compileSiweTestContracts(): Record<string, TestArtifact> {
  return Object.fromEntries(
    Object.entries(compileSolidity(siweTestContracts)).map(
      ([name, { abi, bytecode }]) => [name, { abi, bytecode }],
    ),
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  for (const [name, artifact] of Object.entries(compileSiweTestContracts())) {
    const file = join(siweTestContracts, `${name}.json`)
    writeFileSync(file, `${JSON.stringify(artifact, null, 2)}\n`)
    console.log(`wrote ${file}`)
  }
