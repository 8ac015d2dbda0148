import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Abi, Hex } from 'viem'
import { compileSolidity } from './compileSolidity.ts'

type Artifact = {
  abi: Abi
  bytecode: Hex
  /** The code a deploy leaves at the address (Solidity sources only). */
  deployedBytecode?: Hex
}

const directory = dirname(fileURLToPath(import.meta.url))

// The ENS and ERC-4337 contracts come prebuilt from their npm packages; the
// ENS artifacts carry sources and ASTs (1.6 MB of JSON), so only abi and
// bytecode are kept. EntryPoint v0.8 and Simple7702Account are the published
// builds, the bytecode deployed at their canonical addresses.
const packagedArtifacts = {
  ENSRegistry: '@ensdomains/ens/build/contracts/ENSRegistry.json',
  PublicResolver: '@ensdomains/resolver/build/contracts/PublicResolver.json',
  ReverseRegistrar:
    '@ensdomains/resolver/build/contracts/ReverseRegistrar.json',
  EntryPoint: '@account-abstraction/contracts/artifacts/EntryPoint.json',
  Simple7702Account:
    '@account-abstraction/contracts/artifacts/Simple7702Account.json',
} as const

/**
 * Builds every devnet contract artifact: compiles the Solidity sources here
 * (`compileSolidity`) and picks the ENS and ERC-4337 contracts out of their
 * packages.
 *
 * Run `npx tsx packages/devnet/src/contracts/compile.ts` to write `<Name>.json` beside the
 * sources; the JSON is committed so the devnet needs no compiler.
 */
export function compile(): Record<string, Artifact> {
  const artifacts: Record<string, Artifact> = compileSolidity(directory)

  const require = createRequire(import.meta.url)
  for (const [name, path] of Object.entries(packagedArtifacts)) {
    const { abi, bytecode } = require(path) as Artifact
    artifacts[name] = { abi, bytecode }
  }
  return artifacts
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  for (const [name, artifact] of Object.entries(compile())) {
    const file = join(directory, `${name}.json`)
    writeFileSync(file, `${JSON.stringify(artifact, null, 2)}\n`)
    console.log(`wrote ${file}`)
  }
