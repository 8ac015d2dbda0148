import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { afterAll, expect, test } from 'vitest'
import { walletSdkError } from './walletSdkError.ts'

// A folder outside the workspace: no node_modules above it holds an SDK. Its
// modules are in a package of their own, which Vitest leaves to Node's own
// import (its module runner resolves from the workspace's root, where the
// SDK is installed).
const root = mkdtempSync(join(tmpdir(), 'latch-wallet-sdk-'))
const dir = join(root, 'node_modules', 'dapp')
mkdirSync(dir, { recursive: true })
afterAll(() => rmSync(root, { recursive: true, force: true }))
const nodeImport = (url: string) =>
  import(url) as Promise<{ load: () => Promise<unknown> }>

/** What importing `specifier` from a module of `dir` throws in Node. */
async function nodeImportError(specifier: string, file = 'load.mjs') {
  writeFileSync(
    join(dir, file),
    `export const load = () => import(${JSON.stringify(specifier)})\n`,
  )
  const { load } = await nodeImport(pathToFileURL(join(dir, file)).href)
  return load().then(
    () => expect.unreachable(),
    (error: unknown) => error,
  )
}

test('an SDK Node cannot find: Base Account is not set up, the package to install named', async () => {
  const error = walletSdkError({
    wallet: 'Base Account',
    sdk: '@base-org/account',
    error: await nodeImportError('@base-org/account'),
  })
  expect(error).toMatchObject({
    name: 'ConnectorNotConfiguredError',
    shortMessage: 'Base Account is not set up on this site.',
  })
  expect((error as Error).message.split('\n')[2]).toMatchInlineSnapshot(
    `"Details: Base Account needs its SDK, @base-org/account, which is not installed: npm install @base-org/account"`,
  )
})

test('an SDK a Vite build could not resolve (an optional peer): the same error', async () => {
  // A package with the SDK as an optional peer, as @latch/core and wagmi's
  // connectors have it: Vite builds a module in its place that throws.
  const pkg = join(root, 'node_modules', 'wallet-kit')
  mkdirSync(pkg, { recursive: true })
  writeFileSync(
    join(pkg, 'package.json'),
    JSON.stringify({
      name: 'wallet-kit',
      type: 'module',
      exports: './index.js',
      peerDependencies: { '@base-org/account': '*' },
      peerDependenciesMeta: { '@base-org/account': { optional: true } },
    }),
  )
  writeFileSync(
    join(pkg, 'index.js'),
    "export const load = () => import('@base-org/account')\n",
  )
  writeFileSync(join(dir, 'entry.js'), "export { load } from 'wallet-kit'\n")
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: {
      lib: { entry: join(dir, 'entry.js'), formats: ['es'], fileName: 'app' },
      outDir: join(dir, 'built'),
      minify: false,
    },
  })
  const { load } = await nodeImport(
    pathToFileURL(join(dir, 'built', 'app.mjs')).href,
  )
  const thrown = await load().then(
    () => expect.unreachable(),
    (error: unknown) => error,
  )
  const error = walletSdkError({
    wallet: 'Base Account',
    sdk: '@base-org/account',
    error: thrown,
  })
  expect(error).toMatchObject({ name: 'ConnectorNotConfiguredError' })
  expect((error as { cause?: unknown }).cause).toBe(thrown)
  expect((error as Error).message).toContain('npm install @base-org/account')
})

test('any other failure to load comes back as it was', async () => {
  // The SDK installed, but a package it imports missing: not the SDK to install.
  const inner = await nodeImportError('@base-org/account-inner', 'inner.mjs')
  expect(
    walletSdkError({
      wallet: 'Base Account',
      sdk: '@base-org/account',
      error: inner,
    }),
  ).toBe(inner)
  // A module that throws as it loads, and a chunk the network did not serve.
  for (const error of [
    new Error('boom'),
    new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
    'not an error',
    null,
  ])
    expect(
      walletSdkError({
        wallet: 'Base Account',
        sdk: '@base-org/account',
        error,
      }),
    ).toBe(error)
})
