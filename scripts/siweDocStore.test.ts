import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { SiweStore } from '@latch/siwe'
import { afterAll, beforeAll } from 'vitest'
import { testSiweStore } from '../packages/siwe/test/testSiweStore.ts'
import { docFiles } from '../test/docExamples.ts'

// docs/siwe.md's store template keeps the contract the package's stores keep
// (packages/siwe/src/stores/siweStores.contract.node.test.ts).
let docStore: { createMapStore: () => SiweStore }
const folder = mkdtempSync(join(tmpdir(), 'latch-siwe-doc-store-'))
beforeAll(async () => {
  // The docs' own template, as a dapp would copy it.
  const page = 'docs/siwe.md'
  const markdown = readFileSync(join(import.meta.dirname, '..', page), 'utf8')
  const file = docFiles(page, markdown).find(
    (file) => file.path === 'src/siweStore.ts',
  )!
  writeFileSync(join(folder, 'siweStore.ts'), file.text)
  docStore = await import(pathToFileURL(join(folder, 'siweStore.ts')).href)
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

testSiweStore("docs/siwe.md's template (src/siweStore.ts)", async () =>
  docStore.createMapStore(),
)
