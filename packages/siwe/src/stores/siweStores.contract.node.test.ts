import { createMemoryStore, createRedisStore } from '@latch/siwe'
import { createClient } from 'redis'
import { afterAll, beforeAll } from 'vitest'
import { startRedis, type TestRedis } from '../../test/startRedis.ts'
import { testSiweStore } from '../../test/testSiweStore.ts'

let redis: TestRedis
const clients: { close: () => Promise<void> }[] = []
beforeAll(async () => {
  redis = await startRedis()
})
afterAll(async () => {
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
