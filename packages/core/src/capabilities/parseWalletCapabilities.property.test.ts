import fc from 'fast-check'
import { expect, test } from 'vitest'
import { InvalidWalletCapabilitiesError } from '../errors/capabilities.ts'
import { parseWalletCapabilities } from './parseWalletCapabilities.ts'

// Whatever a wallet answers to `wallet_getCapabilities`, the dapp gets its
// capabilities typed or the one typed error: known keys in their shape or
// left out, the others kept as given, no prototype reached.

const chainId = 31_337
const chainKey = fc.constantFrom('0x7a69', '0x07A69', '0x0', '0x1', '0x2105')
const knownValue = fc.oneof(
  fc.record({
    status: fc.constantFrom('supported', 'ready', 'unsupported', 'yes', ''),
  }),
  fc.record({ supported: fc.oneof(fc.boolean(), fc.string()) }),
  fc.jsonValue(),
)
const capabilityKey = fc.oneof(
  fc.constantFrom(
    'atomic',
    'paymasterService',
    'auxiliaryFunds',
    '__proto__',
    'constructor',
  ),
  fc.string({ maxLength: 12 }),
)
const entry = fc.dictionary(capabilityKey, knownValue, { maxKeys: 6 })
const answer = fc.oneof(
  fc.dictionary(chainKey, entry, { maxKeys: 4 }),
  // JSON.parse makes `__proto__` an own key, as a wallet's answer has it.
  fc
    .dictionary(fc.oneof(chainKey, fc.string({ maxLength: 8 })), entry, {
      maxKeys: 4,
    })
    .map((value) => JSON.parse(JSON.stringify(value)) as unknown),
  fc.jsonValue(),
  fc.constantFrom(undefined, null, 0, 'x', [], () => ({})),
)

/** The value without `__proto__` and `constructor` keys, at any depth. */
function withoutUnsafeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUnsafeKeys)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '__proto__' && key !== 'constructor')
      .map(([key, item]) => [key, withoutUnsafeKeys(item)]),
  )
}

const isObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

test('any answer reads as typed capabilities or throws InvalidWalletCapabilitiesError', () => {
  fc.assert(
    fc.property(answer, (value) => {
      let capabilities: Record<string, unknown>
      try {
        capabilities = parseWalletCapabilities(value, chainId)
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidWalletCapabilitiesError)
        return
      }
      expect(Object.getPrototypeOf(capabilities)).toBe(Object.prototype)
      expect(Object.hasOwn(capabilities, '__proto__')).toBe(false)
      expect(Object.hasOwn(capabilities, 'constructor')).toBe(false)
      const { atomic, paymasterService, auxiliaryFunds } = capabilities
      if (atomic !== undefined)
        expect(['supported', 'ready', 'unsupported']).toContain(
          (atomic as { status: unknown }).status,
        )
      for (const capability of [paymasterService, auxiliaryFunds])
        if (capability !== undefined)
          expect(typeof (capability as { supported: unknown }).supported).toBe(
            'boolean',
          )
    }),
    { numRuns: 1000 },
  )
})

test("unknown keys are kept as given; known keys of the wrong shape are left out; the chain's entry is over 0x0's", () => {
  fc.assert(
    fc.property(entry, entry, (all, own) => {
      const read = parseWalletCapabilities(
        JSON.parse(JSON.stringify({ '0x0': all, '0x7a69': own })),
        chainId,
      )
      const expected: Record<string, unknown> = {}
      for (const source of [all, own])
        for (const [key, value] of Object.entries(
          JSON.parse(JSON.stringify(source)) as Record<string, unknown>,
        )) {
          if (key === '__proto__' || key === 'constructor') continue
          if (key === 'atomic') {
            const status = isObject(value)
              ? (value as { status?: unknown }).status
              : undefined
            if (['supported', 'ready', 'unsupported'].includes(status as never))
              expected[key] = { status }
          } else if (key === 'paymasterService' || key === 'auxiliaryFunds') {
            const supported = isObject(value)
              ? (value as { supported?: unknown }).supported
              : undefined
            if (typeof supported === 'boolean') expected[key] = { supported }
          } else expected[key] = withoutUnsafeKeys(value)
        }
      expect(read).toEqual(expected)
    }),
    { numRuns: 500 },
  )
})

test('a hostile answer (a throwing getter, a proxy, a cycle, a class instance) is the typed error or a bounded copy', () => {
  const throwing = {
    get '0x7a69'() {
      throw new Error('no')
    },
  }
  const proxy = new Proxy(
    {},
    {
      ownKeys: () => {
        throw new Error('no')
      },
    },
  )
  for (const value of [throwing, proxy, { '0x7a69': new Date() }]) {
    expect(() => parseWalletCapabilities(value, chainId)).toThrowError(
      InvalidWalletCapabilitiesError,
    )
  }
  const cycle: Record<string, unknown> = { name: 'x' }
  cycle.self = cycle
  const read = parseWalletCapabilities({ '0x7a69': { cycle } }, chainId)
  let depth = 0
  let node = read.cycle as Record<string, unknown> | undefined
  while (node && depth < 100) {
    node = node.self as Record<string, unknown> | undefined
    depth++
  }
  expect(depth).toBeLessThanOrEqual(8)
  expect(read.cycle).not.toBe(cycle)
})

test('an answer with no entry for the chain or for all chains is no capabilities', () => {
  expect(
    parseWalletCapabilities({ '0x1': { atomic: { status: 'ready' } } }, 31_337),
  ).toEqual({})
  expect(() =>
    parseWalletCapabilities({ '31337': {} }, 31_337),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidWalletCapabilitiesError: The wallet described what it can do in a way Latch cannot read.

    Details: Not a hex chain id: 31337]
  `)
})
