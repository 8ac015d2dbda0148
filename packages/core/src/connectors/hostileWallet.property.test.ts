import { type Config, injected } from '@wagmi/core'
import fc from 'fast-check'
import { defineChain, getAddress } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { connectWallet } from '../actions/connectWallet.ts'
import { disconnectWallet } from '../actions/disconnectWallet.ts'
import { getWalletConnection } from '../actions/getWalletConnection.ts'
import { switchWalletChain } from '../actions/switchWalletChain.ts'
import { createLatchConfig } from '../config/createLatchConfig.ts'
import { registerConnector } from '../config/wagmiInternals.ts'
import { BaseError } from '../errors/base.ts'
import { latchConnector } from './latchConnector.ts'

/**
 * A hostile or broken wallet, answering at random, behind Latch's real
 * injected connector and its real actions: whatever it does, nothing is
 * thrown uncaught, the status is one of wagmi's four, a connected state has a
 * checksummed account and an integer chain id, and every failure is one of
 * Latch's typed errors. fast-check prints the seed and the shrunk case of a
 * failing run.
 */

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chainA = devChain(13_370)
const chainB = devChain(13_371)

function devChain(id: number) {
  return defineChain({
    id,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    // Never reached: the wallet layer asks the wallet, not the node.
    rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  })
}

// ── What the wallet can answer ──────────────────────────────────────────────

const manyAccounts = Array.from({ length: 10_000 }, () => alice.toLowerCase())

/** Malformed values, by category (the figures in the report count these). */
const hostileChainIds: unknown[] = [
  '0xZZ',
  '',
  -1,
  0,
  1.5,
  Number.NaN,
  2 ** 80,
  `0x${'f'.repeat(40)}`,
  {},
  { chainId: '0x1' },
  [],
  null,
  '13370abc',
  ' 0x1',
]
const hostileAccounts: unknown[] = [
  ['not an address'],
  [alice.toLowerCase()],
  // Mixed case with a wrong checksum.
  [alice.replace('F39F', 'f39f').replace('aB88', 'Ab88')],
  null,
  [null],
  [],
  manyAccounts,
  alice,
  [alice.slice(0, 20)],
  [`${alice}00`],
  [{ address: alice }],
  [12345],
  { 0: alice, length: 1 },
  [{ caveats: 'x' }],
  [{ caveats: [{ value: ['0xnope'] }] }],
]
const hostileThrown: unknown[] = [
  'a string',
  42,
  4001,
  null,
  undefined,
  Symbol('thrown'),
  { code: 'banana', message: 12 },
  { code: 4001 },
  { code: -32002, message: 'Request already pending' },
  { code: 1e308, message: 'x'.repeat(20_000) },
  { code: -32603, message: '<img src=x onerror=alert(1)>' },
  Object.assign(new Error('odd'), { code: 4902 }),
  Object.assign(new Error(), { code: -1 }),
  new Proxy(
    {},
    {
      get() {
        throw new Error('hostile getter')
      },
    },
  ),
  (() => {
    const cyclic: Record<string, unknown> = { code: 4100 }
    cyclic.cause = cyclic
    return cyclic
  })(),
]
const hostileEventPayloads: unknown[] = [
  ...hostileChainIds,
  ...hostileAccounts,
  undefined,
  'garbage',
  { code: 1013 },
]

type Answer =
  | { kind: 'valid'; lowercase: boolean }
  | { kind: 'value'; value: unknown }
  | { kind: 'throw'; value: unknown }
  | { kind: 'hang' }

const answer: fc.Arbitrary<Answer> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('valid' as const),
      lowercase: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('value' as const),
      value: fc.constantFrom(...hostileChainIds, ...hostileAccounts),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('throw' as const),
      value: fc.constantFrom(...hostileThrown),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'hang' as const }) },
)

type Command =
  | { kind: 'connect' }
  | { kind: 'switch'; chainId: number }
  | { kind: 'disconnect' }
  | {
      kind: 'emit'
      event: 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'
      payload: unknown
    }

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'connect' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('switch' as const),
      chainId: fc.constantFrom(chainA.id, chainB.id, 1),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'disconnect' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('emit' as const),
      event: fc.constantFrom(
        'accountsChanged' as const,
        'chainChanged' as const,
        'connect' as const,
        'disconnect' as const,
      ),
      payload: fc.oneof(
        fc.constantFrom(...hostileEventPayloads),
        fc.constantFrom([alice], chainB.id, `0x${chainB.id.toString(16)}`),
        { arbitrary: fc.anything(), weight: 1 },
      ),
    }),
  },
)

// ── The hostile provider ────────────────────────────────────────────────────

type Run = {
  uncaught: unknown[]
  untyped: unknown[]
  badStates: string[]
  hung: number
  faults: number
}

function hostileProvider(answers: readonly Answer[], run: Run) {
  const listeners = new Map<string, Set<(...args: unknown[]) => unknown>>()
  let chainId: number = chainA.id
  let next = 0
  const valid = (method: string, params: unknown, lowercase: boolean) => {
    const account = lowercase ? alice.toLowerCase() : alice
    switch (method) {
      case 'wallet_requestPermissions':
        return [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: [account] }],
          },
        ]
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account]
      case 'eth_chainId':
        return `0x${chainId.toString(16)}`
      case 'wallet_switchEthereumChain': {
        const [{ chainId: id }] = params as [{ chainId: string }]
        const requested = Number.parseInt(id, 16)
        if (requested !== chainA.id && requested !== chainB.id)
          throw Object.assign(new Error('Unrecognized chain ID'), {
            code: 4902,
          })
        chainId = requested
        return null
      }
      default:
        return null
    }
  }
  return {
    request({ method, params }: { method: string; params?: unknown }) {
      const reply = answers[next++] ?? { kind: 'valid', lowercase: false }
      if (reply.kind !== 'valid') run.faults++
      switch (reply.kind) {
        case 'valid':
          try {
            return Promise.resolve(valid(method, params, reply.lowercase))
          } catch (error) {
            return Promise.reject(error)
          }
        case 'value':
          return Promise.resolve(reply.value)
        case 'throw':
          return Promise.reject(reply.value)
        case 'hang':
          run.hung++
          return new Promise(() => {})
      }
    },
    on(event: string, listener: (...args: unknown[]) => unknown) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event: string, listener: (...args: unknown[]) => unknown) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, payload: unknown) {
      run.faults++
      for (const listener of [...(listeners.get(event) ?? [])])
        try {
          const result = listener(payload)
          // A real provider ignores what a listener returns: a rejection
          // here would be an unhandled one in the page.
          if (result instanceof Promise)
            result.catch((error) => run.uncaught.push(error))
        } catch (error) {
          run.uncaught.push(error)
        }
    },
  }
}

// ── The driver ──────────────────────────────────────────────────────────────

const statuses = new Set([
  'connected',
  'connecting',
  'reconnecting',
  'disconnected',
])

function checkState(config: Config, run: Run, where: string) {
  const { status, current, connections } = config.state
  if (!statuses.has(status)) run.badStates.push(`${where}: status ${status}`)
  if (status !== 'connected') return
  const connection = current ? connections.get(current) : undefined
  const account = connection?.accounts[0]
  if (!connection || typeof account !== 'string')
    return run.badStates.push(`${where}: connected without an account`)
  let checksummed: string | undefined
  try {
    checksummed = getAddress(account)
  } catch {}
  if (checksummed !== account)
    run.badStates.push(`${where}: account ${String(account)} not checksummed`)
  for (const other of connection.accounts)
    if (typeof other !== 'string' || getAddressOrNull(other) !== other)
      return run.badStates.push(`${where}: account list ${String(other)}`)
  if (!Number.isSafeInteger(connection.chainId) || connection.chainId <= 0)
    run.badStates.push(`${where}: chain id ${String(connection.chainId)}`)
  try {
    const view = getWalletConnection(config)
    if (view.account !== account || view.chain?.id !== connection.chainId)
      run.badStates.push(`${where}: getWalletConnection disagrees`)
  } catch (error) {
    run.badStates.push(`${where}: getWalletConnection threw ${String(error)}`)
  }
}

function getAddressOrNull(value: string) {
  try {
    return getAddress(value)
  } catch {
    return null
  }
}

/** A macrotask: everything a non-hung request sets in motion has settled. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

async function bounded(action: Promise<unknown>, run: Run) {
  let settled = false
  action.then(
    () => {
      settled = true
    },
    (error) => {
      settled = true
      if (!(error instanceof BaseError)) run.untyped.push(error)
    },
  )
  await tick()
  await tick()
  // Still pending: only a request the wallet never answers may cause that.
  if (!settled && run.hung === 0)
    run.badStates.push('an action neither settled nor waits on the wallet')
}

let pageUncaught: unknown[] = []
const onUncaught = (error: unknown) => pageUncaught.push(error)
beforeAll(async () => {
  // switchWalletChain loads the switch policy on first use; a module's first
  // transform under the test runner can outlast the two ticks `bounded`
  // allows, which would be the loader's time, not the wallet's.
  await import('./switchConnectorChain.ts')
  process.on('unhandledRejection', onUncaught)
  process.on('uncaughtException', onUncaught)
})
afterAll(() => {
  process.off('unhandledRejection', onUncaught)
  process.off('uncaughtException', onUncaught)
})

const totals = { runs: 0, commands: 0, faults: 0, hung: 0 }

async function drive(answers: readonly Answer[], commands: readonly Command[]) {
  const run: Run = {
    uncaught: [],
    untyped: [],
    badStates: [],
    hung: 0,
    faults: 0,
  }
  pageUncaught = []
  const provider = hostileProvider(answers, run)
  const config = createLatchConfig({
    appName: 'Latch',
    chains: [chainA, chainB],
    storage: null,
    coinbaseWallet: false,
  })
  registerConnector(config, 'hostile', () =>
    latchConnector(
      injected({
        target: {
          id: 'hostile',
          name: 'Hostile wallet',
          provider: () => provider as never,
        },
      }),
    ),
  )
  const unsubscribe = config.subscribe(
    (state) => state,
    () => checkState(config, run, 'on change'),
  )
  try {
    for (const step of commands) {
      switch (step.kind) {
        case 'connect':
          await bounded(connectWallet(config, { connectorId: 'hostile' }), run)
          break
        case 'switch':
          await bounded(
            switchWalletChain(config, { chainId: step.chainId }),
            run,
          )
          break
        case 'disconnect':
          await bounded(disconnectWallet(config), run)
          break
        case 'emit':
          provider.emit(step.event, step.payload)
          await tick()
          break
      }
      checkState(config, run, step.kind)
    }
    await tick()
  } finally {
    unsubscribe()
  }
  totals.runs++
  totals.commands += commands.length
  totals.faults += run.faults
  totals.hung += run.hung
  const failures = {
    uncaught: [...run.uncaught, ...pageUncaught].map(String),
    untyped: run.untyped.map((x) => {
      try {
        return String(x)
      } catch {
        return typeof x
      }
    }),
    badStates: run.badStates,
  }
  expect(failures).toEqual({ uncaught: [], untyped: [], badStates: [] })
}

test('a hostile wallet never breaks the wallet layer (2,000 generated runs)', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(answer, { maxLength: 24 }),
      fc.array(command, { minLength: 1, maxLength: 6 }),
      drive,
    ),
    { numRuns: 2_000, verbose: 1 },
  )
  console.info(
    `hostile wallet: ${totals.runs} runs, ${totals.commands} commands, ${totals.faults} faults injected, ${totals.hung} never-answered requests`,
  )
  expect(totals.runs).toBeGreaterThanOrEqual(2_000)
}, 120_000)
