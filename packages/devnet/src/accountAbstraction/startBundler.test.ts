import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { BundlerNotInstalledError } from './BundlerNotInstalledError.ts'
import { altoCli } from './startBundler.ts'

test('alto is found where npm installs it', () => {
  expect(altoCli()).toMatch(/@pimlico\/alto\/.*cli\/alto\.js$/)
})

// alto is an optional peer dependency: a dapp's tests without it get a
// typed error naming the version to install, before any process starts.
test('without alto installed, a typed error that says what to install', () => {
  const missing = () => {
    throw Object.assign(new Error("Cannot find module '@pimlico/alto'"), {
      code: 'MODULE_NOT_FOUND',
    })
  }
  const { peerDependencies, peerDependenciesMeta } = JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  )
  expect(peerDependenciesMeta['@pimlico/alto']).toEqual({ optional: true })
  expect(() => altoCli(missing)).toThrow(BundlerNotInstalledError)
  expect(() => altoCli(missing)).toThrow(
    `npm install -D @pimlico/alto@${peerDependencies['@pimlico/alto']}`,
  )
})

// docs/testing.md's install line is this repository's own: its root installs
// the same version as a dev dependency, the one every test here runs.
test("docs/testing.md's install line names the version the repository installs", () => {
  const read = (path: string) =>
    readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8')
  const root = JSON.parse(read('package.json'))
  const version = root.devDependencies['@pimlico/alto']
  expect(read('docs/testing.md')).toContain(
    `\`\`\`sh\nnpm install -D @pimlico/alto@${version}\n\`\`\``,
  )
  expect(
    JSON.parse(read('packages/devnet/package.json')).peerDependencies[
      '@pimlico/alto'
    ],
  ).toBe(version)
})
