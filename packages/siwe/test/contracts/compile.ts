import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import solc from 'solc'
import type { Abi, Hex } from 'viem'

/** A compiled test contract: what a deploy needs. */
export type TestArtifact = { abi: Abi; bytecode: Hex }

type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<
    string,
    Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>
  >
}

const directory = dirname(fileURLToPath(import.meta.url))

/**
 * Compiles the SIWE tests' contracts (the ERC-1271 account and its CREATE2
 * factory) with solc-js, offline. Run `npx tsx packages/siwe/test/contracts/compile.ts`
 * to write `<Name>.json` beside the sources; the JSON is committed so the
 * tests need no compiler.
 */
export function compile(): Record<string, TestArtifact> {
  const sources = Object.fromEntries(
    readdirSync(directory)
      .filter((file) => file.endsWith('.sol'))
      .sort()
      .map((file) => [
        file,
        { content: readFileSync(join(directory, file), 'utf8') },
      ]),
  )
  const output: SolcOutput = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources,
        settings: {
          evmVersion: 'cancun',
          optimizer: { enabled: true, runs: 200 },
          outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
        },
      }),
    ),
  )
  const problems = (output.errors ?? []).filter((e) => e.severity !== 'info')
  if (problems.length > 0)
    throw new Error(problems.map((e) => e.formattedMessage).join('\n'))
  const artifacts: Record<string, TestArtifact> = {}
  for (const [file, contracts] of Object.entries(output.contracts ?? {})) {
    const name = file.replace(/\.sol$/, '')
    const contract = contracts[name]
    if (contract)
      artifacts[name] = {
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
      }
  }
  return artifacts
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  for (const [name, artifact] of Object.entries(compile())) {
    const file = join(directory, `${name}.json`)
    writeFileSync(file, `${JSON.stringify(artifact, null, 2)}\n`)
    console.log(`wrote ${file}`)
  }
