import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import solc from 'solc'
import type { Abi, Hex } from 'viem'

type Artifact = {
  abi: Abi
  bytecode: Hex
  /** The code a deploy leaves at the address (Solidity sources only). */
  deployedBytecode?: Hex
}

type SolcOutput = {
  errors?: {
    severity: 'error' | 'warning' | 'info'
    formattedMessage: string
  }[]
  contracts?: Record<
    string,
    Record<
      string,
      {
        abi: Abi
        evm: {
          bytecode: { object: string }
          deployedBytecode: { object: string }
        }
      }
    >
  >
}

const directory = dirname(fileURLToPath(import.meta.url))

// The ENS contracts come prebuilt from their npm packages; their artifacts
// carry sources and ASTs (1.6 MB of JSON), so only abi and bytecode are kept.
const ensArtifacts = {
  ENSRegistry: '@ensdomains/ens/build/contracts/ENSRegistry.json',
  PublicResolver: '@ensdomains/resolver/build/contracts/PublicResolver.json',
  ReverseRegistrar:
    '@ensdomains/resolver/build/contracts/ReverseRegistrar.json',
} as const

/**
 * Builds every devnet contract artifact: compiles the Solidity sources here
 * with solc-js and picks the ENS contracts out of their packages.
 *
 * Run `npx tsx packages/devnet/src/contracts/compile.ts` to write `<Name>.json` beside the
 * sources; the JSON is committed so the devnet needs no compiler.
 */
export function compile(): Record<string, Artifact> {
  const sources = Object.fromEntries(
    readdirSync(directory)
      .filter((file) => file.endsWith('.sol'))
      .sort()
      .map((file) => [
        file,
        { content: readFileSync(join(directory, file), 'utf8') },
      ]),
  )
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      // Pinned so the bytecode does not change with solc's default.
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: {
        '*': {
          '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'],
        },
      },
    },
  }
  const output: SolcOutput = JSON.parse(solc.compile(JSON.stringify(input)))
  const problems = (output.errors ?? []).filter((e) => e.severity !== 'info')
  if (problems.length > 0)
    throw new Error(
      `solc ${solc.version()} reported:\n${problems.map((e) => e.formattedMessage).join('\n')}`,
    )

  const artifacts: Record<string, Artifact> = {}
  for (const [file, contracts] of Object.entries(output.contracts ?? {})) {
    // One deployable contract per file, named after it; an interface beside
    // it compiles to nothing worth keeping.
    const name = file.replace(/\.sol$/, '')
    const contract = contracts[name]
    if (contract)
      artifacts[name] = {
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      }
  }

  const require = createRequire(import.meta.url)
  for (const [name, path] of Object.entries(ensArtifacts)) {
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
