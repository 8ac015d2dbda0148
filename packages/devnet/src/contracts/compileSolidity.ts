import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import solc from 'solc'
import type { Abi, Hex } from 'viem'

/** A compiled contract: what a deploy needs, and the code it leaves. */
export type SolidityArtifact = {
  abi: Abi
  bytecode: Hex
  deployedBytecode: Hex
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

/**
 * Compiles every `.sol` file in `directory` with solc-js, offline, each file's
 * contract named after it (an interface beside it compiles to nothing kept).
 * An import by package name (`@account-abstraction/contracts/…`) is read
 * from that package in node_modules.
 * The devnet's contracts' compiler (`compile.ts`); the SIWE tests' accounts
 * are compiled with it too (`scripts/compileSiweTestContracts.ts`).
 */
export function compileSolidity(
  directory: string,
): Record<string, SolidityArtifact> {
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
  const require = createRequire(join(directory, 'compile.js'))
  // solc asks for each import it does not have; only packages are looked up.
  const findImports = (path: string) => {
    try {
      return { contents: readFileSync(require.resolve(path), 'utf8') }
    } catch {
      return { error: `${path} was not found in node_modules` }
    }
  }
  const output: SolcOutput = JSON.parse(
    solc.compile(JSON.stringify(input), { import: findImports }),
  )
  const problems = (output.errors ?? []).filter((e) => e.severity !== 'info')
  if (problems.length > 0)
    throw new Error(
      `solc ${solc.version()} reported:\n${problems.map((e) => e.formattedMessage).join('\n')}`,
    )
  const artifacts: Record<string, SolidityArtifact> = {}
  for (const [file, contracts] of Object.entries(output.contracts ?? {})) {
    const name = file.replace(/\.sol$/, '')
    const contract = contracts[name]
    if (contract)
      artifacts[name] = {
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      }
  }
  return artifacts
}
