import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  createMemoryStore,
  createRedisStore,
  type SiweStore,
} from '@latch/siwe'
import { createClient } from 'redis'
import { afterAll, beforeAll } from 'vitest'
import { docFiles } from '../../../../scripts/docExamples.ts'
import { startRedis, type TestRedis } from '../../test/startRedis.ts'
import { testSiweStore } from '../../test/testSiweStore.ts'

let redis: TestRedis
const clients: { close: () => Promise<void> }[] = []
let docStore: { createMapStore: () => SiweStore }
const folder = mkdtempSync(join(tmpdir(), 'latch-siwe-store-'))
beforeAll(async () => {
  // The docs' own template, as a dapp would copy it.
  const page = 'docs/siwe.md'
  const markdown = readFileSync(
    join(import.meta.dirname, '..', '..', '..', '..', page),
    'utf8',
  )
  const file = docFiles(page, markdown).find(
    (file) => file.path === 'src/siweStore.ts',
  )!
  writeFileSync(join(folder, 'siweStore.ts'), file.text)
  docStore = await import(pathToFileURL(join(folder, 'siweStore.ts')).href)
  redis = await startRedis()
})
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true })
  await Promise.all(clients.map((client) => client.close()))
  await redis?.stop()
})

testSiweStore('createMemoryStore', async () => createMemoryStore())

let prefixes = 0
testSiweStore('createRedisStore (node-redis)', async () => {
  const client = createClient({ url: redis.url })
  client.on('error', () => {})
  await client.connect()
  clients.push(client)
  return createRedisStore({
    command: (args) => client.sendCommand(args),
    prefix: `contract-${++prefixes}:`,
  })
})

testSiweStore("docs/siwe.md's template (src/siweStore.ts)", async () =>
  docStore.createMapStore(),
)
