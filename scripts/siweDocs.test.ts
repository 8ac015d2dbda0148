import { execFileSync } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import { createSiweHandler } from '@latch/siwe'
import { http } from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { collectDocFiles } from '../test/docExamples.ts'
import { typeErrors } from './typeErrors.ts'

const root = join(import.meta.dirname, '..')
const page = 'docs/siwe.md'
const markdown = readFileSync(join(root, page), 'utf8')
const files = collectDocFiles([{ page, markdown }])
// The package's README shows the handler and a Next.js route in one block.
const readme = readFileSync(join(root, 'packages', 'siwe', 'README.md'), 'utf8')
const readmeBlocks = [...readme.matchAll(/^```ts\n([\s\S]*?)^```$/gm)]
files.set('src/readme.ts', {
  path: 'src/readme.ts',
  text: readmeBlocks[0]![1]!,
  source: 'packages/siwe/README.md',
})

/**
 * docs/siwe.md's server examples (and the package README's), written out whole, type-check strictly on
 * the packages' public entries, each with its runtime's own types (Bun's,
 * Deno's, Cloudflare Workers', Node's; Hono and Express from their
 * packages): as each platform compiles them.
 */
const runtimes: {
  name: string
  paths: string[]
  types: string[]
  lib?: string[]
}[] = [
  {
    name: 'Node, Next.js, Hono, Express',
    paths: [
      'src/app/api/siwe/[action]/route.ts',
      'src/express.ts',
      'src/hono.ts',
      'src/orders.ts',
      'src/readme.ts',
      'src/server.ts',
      'src/siwe.ts',
      'src/siweRedis.ts',
      'src/siweStore.ts',
    ],
    types: ['node'],
  },
  {
    name: 'Bun',
    paths: ['src/bun.ts', 'src/honoBun.ts', 'src/siwe.ts'],
    types: ['bun'],
  },
  {
    name: 'Deno',
    paths: ['src/deno.ts', 'src/honoDeno.ts', 'src/siwe.ts'],
    types: ['deno', 'node'],
  },
  {
    name: 'the browser (the client, with React and without)',
    paths: [
      'src/Orders.tsx',
      'src/SiweProviders.tsx',
      'src/ownBackend.tsx',
      'src/siweWithoutReact.ts',
    ],
    types: [],
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  },
  {
    name: 'Cloudflare Workers',
    paths: ['src/honoWorker.ts', 'src/worker.ts'],
    types: ['@cloudflare/workers-types'],
    lib: ['ES2022'],
  },
]

test('every example file is type-checked by one runtime below', () => {
  expect(readmeBlocks).toHaveLength(1)
  expect([...files.keys()].sort()).toEqual(
    [...new Set(runtimes.flatMap((runtime) => runtime.paths))].sort(),
  )
})

describe.each(runtimes)('$name', ({ paths, types, lib }) => {
  test('its example files type-check together', () => {
    // Inside the repository, so the workspace's packages resolve; in
    // node_modules, which no tool of the repository reads.
    const cache = join(root, 'node_modules', '.cache')
    mkdirSync(cache, { recursive: true })
    const app = mkdtempSync(join(cache, 'latch-siwe-docs-'))
    try {
      for (const path of paths) {
        mkdirSync(dirname(join(app, path)), { recursive: true })
        writeFileSync(join(app, path), files.get(path)!.text)
      }
      writeFileSync(
        join(app, 'tsconfig.json'),
        JSON.stringify({
          extends: join(root, 'tsconfig.json'),
          compilerOptions: { types, ...(lib ? { lib } : {}) },
          include: ['src'],
        }),
      )
      expect(typeErrors(app)).toBe('')
    } finally {
      rmSync(app, { recursive: true, force: true })
    }
  }, 60_000)
})

test("the page's commands: the install names the package and its peer, and the secret command makes a secret the handler takes", () => {
  const commands = [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map(
    (match) => match[1]!.trim(),
  )
  expect(commands).toEqual([
    'npm install @latch/siwe viem',
    'openssl rand -base64 32',
  ])
  const manifest = JSON.parse(
    readFileSync(join(root, 'packages', 'siwe', 'package.json'), 'utf8'),
  ) as { name: string; peerDependencies: Record<string, string> }
  expect(['@latch/siwe', 'viem']).toEqual([
    manifest.name,
    ...Object.keys(manifest.peerDependencies),
  ])
  const secret = execFileSync('sh', ['-c', commands[1]!], {
    encoding: 'utf8',
  }).trim()
  expect(() =>
    createSiweHandler({
      origin: 'https://app.example',
      chains: [{ chain: mainnet, transport: http('http://127.0.0.1:1') }],
      secrets: [secret],
    }),
  ).not.toThrow()
})
