import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Abi, Hex } from 'viem'
import { compileSolidity } from '../../../../scripts/compileSolidity.ts'

/** A compiled test contract: what a deploy needs. */
export type TestArtifact = { abi: Abi; bytecode: Hex }

const directory = dirname(fileURLToPath(import.meta.url))

/**
 * Compiles the SIWE tests' contracts (the ERC-1271 account and its CREATE2
 * factory) with solc-js, offline. Run `npx tsx packages/siwe/test/contracts/compile.ts`
 * to write `<Name>.json` beside the sources; the JSON is committed so the
 * tests need no compiler.
 */
export function compile(): Record<string, TestArtifact> {
  return Object.fromEntries(
    Object.entries(compileSolidity(directory)).map(
      ([name, { abi, bytecode }]) => [name, { abi, bytecode }],
    ),
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  for (const [name, artifact] of Object.entries(compile())) {
    const file = join(directory, `${name}.json`)
    writeFileSync(file, `${JSON.stringify(artifact, null, 2)}\n`)
    console.log(`wrote ${file}`)
  }
