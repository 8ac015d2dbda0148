import {
  createMemoryStore,
  createRedisStore,
  createSiweHandler,
  type SiweStore,
} from '@latch/siwe'
import { createClient } from 'redis'
import { custom, type Hex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { parseEip4361Message } from '../../packages/siwe/src/verify/parseEip4361Message.ts'
import { startRedis } from '../../packages/siwe/test/startRedis.ts'
import { median } from './median.ts'

/** What `measureSiweVerify` found: rates per second, times in microseconds. */
export type SiweVerifyMeasurement = {
  /** Signed messages verified per round, and rounds. */
  messages: number
  rounds: number
  /** Requests in flight at once on the handler (one Node thread). */
  concurrency: number
  /** viem's `verifyMessage` (recovery alone), the floor: median of the rounds. */
  rawPerSecond: number
  /** Each round's rates, in the order measured. */
  samples: { raw: number[]; memory: number[]; redis: number[] }
  memory: { perSecond: number; ratio: number }
  redis: { perSecond: number; ratio: number } | { failure: string }
  /** Microseconds per parse, median over the repetitions. */
  parse: {
    hostileLength: number
    hostile: { latch: number; viem: number }
    /** A message of 4 KiB within the bounds, read to its end: its resources. */
    longestValid: { resources: number; latch: number; viem: number }
    /** A message as a client writes one. */
    typical: { latch: number; viem: number }
  }
}

const origin = 'https://app.example'
const preSessionCookie = '__Host-latch-siwe-pre'

/**
 * The SIWE handler's `POST verify` per second on one Node thread, with the
 * memory store and with a `redis-server` of its own (started on a free
 * loopback port, stopped by pid), beside viem's `verifyMessage` on the same
 * signed messages (an EOA's signature recovered: the floor); and the parse
 * time of an 8 KB hostile message, Latch's EIP-4361 parser beside viem's
 * `parseSiweMessage`. The chain's node fails at once (an EOA is proven by
 * recovery alone, as when the node is down), so the node's own time is not
 * in the figures: what is measured is the handler's work.
 */
export async function measureSiweVerify({
  messages,
  rounds,
  parseRepetitions,
}: {
  messages: number
  rounds: number
  parseRepetitions: number
}): Promise<SiweVerifyMeasurement> {
  const concurrency = 8
  const account = privateKeyToAccount(generatePrivateKey())
  const createHandler = (store: SiweStore) =>
    createSiweHandler({
      origin,
      chains: [
        {
          chain: foundry,
          transport: custom(
            {
              request: async () => {
                throw new Error('no node in the bench')
              },
            },
            { retryCount: 0 },
          ),
        },
      ],
      secrets: ['a-bench-secret-of-at-least-32-characters'],
      store,
      nonceRateLimit: { limit: 1e9, window: 60 },
      globalNonceRateLimit: { limit: 1e9, window: 60 },
      // The limits' store calls are timed, as in production; their refusals are not.
      verifyRateLimit: { limit: 1e9, window: 60 },
      globalVerifyRateLimit: { limit: 1e9, window: 60 },
    })

  /** Nonces taken, messages written and signed: none of it timed. */
  const prepare = async (handler: ReturnType<typeof createHandler>) => {
    const signed: { message: string; signature: Hex; cookie: string }[] = []
    for (let index = 0; index < messages; index++) {
      const response = await handler.nonce(
        new Request(`${origin}/api/siwe/nonce`),
      )
      const { nonce } = (await response.json()) as { nonce: string }
      const cookie = response.headers
        .getSetCookie()[0]!
        .split(';')[0]!
        .slice(preSessionCookie.length + 1)
      const message = createSiweMessage({
        domain: 'app.example',
        address: account.address,
        statement: 'Sign in to the bench.',
        uri: `${origin}/`,
        version: '1',
        chainId: foundry.id,
        nonce,
        issuedAt: new Date(),
      })
      signed.push({
        message,
        signature: await account.signMessage({ message }),
        cookie,
      })
    }
    return signed
  }

  /** Verified per second through the handler, `concurrency` at a time. */
  const handlerRate = async (store: SiweStore) => {
    const handler = createHandler(store)
    const signed = await prepare(handler)
    let next = 0
    let refused = 0
    const began = performance.now()
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < signed.length) {
          const { message, signature, cookie } = signed[next++]!
          const response = await handler.verify(
            new Request(`${origin}/api/siwe/verify`, {
              method: 'POST',
              headers: {
                origin,
                'content-type': 'application/json',
                cookie: `${preSessionCookie}=${cookie}`,
              },
              body: JSON.stringify({ message, signature }),
            }),
          )
          if (response.status !== 200) refused += 1
        }
      }),
    )
    const seconds = (performance.now() - began) / 1_000
    if (refused > 0)
      throw new Error(`${refused} of ${signed.length} verifies were refused`)
    return { perSecond: signed.length / seconds, signed }
  }

  const rawRate = async (
    signed: readonly { message: string; signature: Hex }[],
  ) => {
    const began = performance.now()
    for (const { message, signature } of signed)
      if (
        !(await verifyMessage({ address: account.address, message, signature }))
      )
        throw new Error('viem refused a signature the handler accepted')
    return signed.length / ((performance.now() - began) / 1_000)
  }

  const raw: number[] = []
  const memory: number[] = []
  const redis: number[] = []
  let redisFailure: string | undefined
  const server = await startRedis().catch((error: unknown) => {
    redisFailure = `redis-server did not start: ${String(error)}`
    return undefined
  })
  const client = server
    ? createClient({ url: server.url, socket: { reconnectStrategy: false } })
    : undefined
  client?.on('error', () => {})
  try {
    await client?.connect()
    // Warmed up first (the JIT, the pools), then each round in another
    // order, so a busy moment of the machine falls on all three alike.
    await rawRate((await handlerRate(createMemoryStore())).signed)
    for (let round = 0; round < rounds; round++) {
      const steps = [
        async () => {
          const inMemory = await handlerRate(createMemoryStore())
          memory.push(inMemory.perSecond)
          raw.push(await rawRate(inMemory.signed))
        },
        async () => {
          if (client)
            redis.push(
              (
                await handlerRate(
                  createRedisStore({
                    command: (args) => client.sendCommand(args),
                    prefix: `bench:${round}:`,
                  }),
                )
              ).perSecond,
            )
        },
      ]
      for (const step of round % 2 ? steps.reverse() : steps) await step()
    }
  } catch (error) {
    if (memory.length === 0) throw error
    redisFailure = String(error)
  } finally {
    await client?.close().catch(() => client.destroy())
    await server?.stop()
  }

  const rawPerSecond = median(raw)!
  const memoryPerSecond = median(memory)!
  const redisPerSecond = median(redis)
  return {
    messages,
    rounds,
    concurrency,
    rawPerSecond,
    samples: { raw, memory, redis },
    memory: {
      perSecond: memoryPerSecond,
      ratio: memoryPerSecond / rawPerSecond,
    },
    redis:
      redisPerSecond === null || redisFailure
        ? { failure: redisFailure ?? 'not measured' }
        : { perSecond: redisPerSecond, ratio: redisPerSecond / rawPerSecond },
    parse: measureParse(account.address, parseRepetitions),
  }
}

/** Microseconds per parse of some texts, Latch's parser and viem's. */
function measureParse(address: `0x${string}`, repetitions: number) {
  const head = `app.example wants you to sign in with your Ethereum account:\n${address}\n\n\n`
  // What issue 38 sent: 8 KB of `URI: ` after the header.
  const hostile = `${head}${'URI: '.repeat(1_620)}`
  const typical = createSiweMessage({
    domain: 'app.example',
    address,
    statement: 'Sign in to the bench.',
    uri: `${origin}/`,
    version: '1',
    chainId: foundry.id,
    nonce: '0123456789abcdef0123456789abcdef',
    issuedAt: new Date(),
  })
  let longestValid = `${typical}\nResources:`
  let resources = 0
  for (; longestValid.length + 40 <= 4_096; resources++)
    longestValid += `\n- https://app.example/r/${'x'.repeat(13)}`
  if ('refused' in parseEip4361Message(longestValid))
    throw new Error('the longest valid message was refused')
  /** Median microseconds of one call, over batches of calls. */
  const time = (
    parse: (text: string) => unknown,
    text: string,
    times: number,
  ) => {
    const batch = Math.max(1, Math.ceil(times / 10))
    const samples: number[] = []
    for (let run = 0; run < 10; run++) {
      const began = performance.now()
      for (let index = 0; index < batch; index++) parse(text)
      samples.push(((performance.now() - began) * 1_000) / batch)
    }
    return median(samples)!
  }
  return {
    hostileLength: hostile.length,
    hostile: {
      latch: time(parseEip4361Message, hostile, repetitions),
      // viem's takes tens of milliseconds here: a few tries are enough.
      viem: time(parseSiweMessage, hostile, 10),
    },
    longestValid: {
      resources,
      latch: time(parseEip4361Message, longestValid, repetitions),
      viem: time(parseSiweMessage, longestValid, repetitions),
    },
    typical: {
      latch: time(parseEip4361Message, typical, repetitions),
      viem: time(parseSiweMessage, typical, repetitions),
    },
  }
}
