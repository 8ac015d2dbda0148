import { expect, test } from 'vitest'
import { parseTabMessage } from './tabMessage.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('a well-formed connection is read, its accounts checksummed', () => {
  expect(
    parseTabMessage({
      type: 'latch:connection',
      connection: {
        status: 'connected',
        connectorId: 'injected',
        accounts: [alice.toLowerCase()],
        chainId: 1,
      },
    }),
  ).toEqual({
    type: 'latch:connection',
    connection: {
      status: 'connected',
      connectorId: 'injected',
      accounts: [alice],
      chainId: 1,
    },
  })
  expect(
    parseTabMessage({
      type: 'latch:connection',
      connection: { status: 'disconnected', extra: 'dropped' },
    }),
  ).toEqual({
    type: 'latch:connection',
    connection: { status: 'disconnected' },
  })
  expect(
    parseTabMessage({
      type: 'latch:siwe',
      session: { status: 'authenticated', address: alice, chainId: 10 },
    }),
  ).toEqual({
    type: 'latch:siwe',
    session: { status: 'authenticated', address: alice, chainId: 10 },
  })
})

const connected = {
  status: 'connected',
  connectorId: 'injected',
  accounts: [alice],
  chainId: 1,
}

// The receiving tab's clock, for the messages' times.
const now = 1_700_000_000_000

test('a connection carries when it was made and which tab made it; an older Latch sends neither', () => {
  expect(
    parseTabMessage(
      {
        type: 'latch:connection',
        connection: connected,
        at: 1_700_000_000_000,
        from: 'k3v9x0q2m1',
      },
      now,
    ),
  ).toEqual({
    type: 'latch:connection',
    connection: connected,
    at: 1_700_000_000_000,
    from: 'k3v9x0q2m1',
  })
  expect(
    parseTabMessage(
      { type: 'latch:connection', connection: connected, at: now - 60_000 },
      now,
    ),
  ).toEqual({
    type: 'latch:connection',
    connection: connected,
    at: now - 60_000,
  })
  expect(
    parseTabMessage({ type: 'latch:connection', connection: connected }, now),
  ).toEqual({ type: 'latch:connection', connection: connected })
})

test.each([
  ['far in the future', 1e308],
  ['past the safe integers', 2 ** 53],
  ['more than a minute ahead', now + 60_001],
  ['more than a minute behind', now - 60_001],
  ['not a whole millisecond', now + 0.5],
])("refused: a change's time %s of the receiving tab's clock", (_, at) => {
  expect(
    parseTabMessage(
      { type: 'latch:connection', connection: connected, at, from: 'x' },
      now,
    ),
  ).toBeUndefined()
})

test.each([
  ['nothing', undefined],
  ['a string', 'latch:connection'],
  ['an array', [{ type: 'latch:connection' }]],
  ['an unknown type', { type: 'latch:other', connection: connected }],
  ['no connection', { type: 'latch:connection' }],
  [
    'an unknown status',
    { type: 'latch:connection', connection: { status: 'x' } },
  ],
  [
    'an invalid address',
    {
      type: 'latch:connection',
      connection: { ...connected, accounts: ['0x1234'] },
    },
  ],
  [
    'one invalid address among valid ones',
    {
      type: 'latch:connection',
      connection: { ...connected, accounts: [alice, 'bob'] },
    },
  ],
  [
    'no account',
    { type: 'latch:connection', connection: { ...connected, accounts: [] } },
  ],
  [
    'too many accounts',
    {
      type: 'latch:connection',
      connection: { ...connected, accounts: Array(21).fill(alice) },
    },
  ],
  [
    'accounts not a list',
    { type: 'latch:connection', connection: { ...connected, accounts: alice } },
  ],
  [
    'a chain id as text',
    { type: 'latch:connection', connection: { ...connected, chainId: '0x1' } },
  ],
  [
    'a negative chain id',
    { type: 'latch:connection', connection: { ...connected, chainId: -1 } },
  ],
  [
    'a fractional chain id',
    { type: 'latch:connection', connection: { ...connected, chainId: 1.5 } },
  ],
  [
    'an unsafe chain id',
    {
      type: 'latch:connection',
      connection: { ...connected, chainId: 2 ** 60 },
    },
  ],
  [
    'a time as text',
    { type: 'latch:connection', connection: connected, at: '1700000000000' },
  ],
  [
    'a negative time',
    { type: 'latch:connection', connection: connected, at: -1 },
  ],
  [
    'a time that is not a number',
    { type: 'latch:connection', connection: connected, at: Number.NaN },
  ],
  [
    'an endless time',
    {
      type: 'latch:connection',
      connection: connected,
      at: Number.POSITIVE_INFINITY,
    },
  ],
  [
    'a tab id not a string',
    { type: 'latch:connection', connection: connected, from: 7 },
  ],
  [
    'an empty tab id',
    { type: 'latch:connection', connection: connected, from: '' },
  ],
  [
    'a huge tab id',
    { type: 'latch:connection', connection: connected, from: 'x'.repeat(65) },
  ],
  [
    'an empty connector id',
    { type: 'latch:connection', connection: { ...connected, connectorId: '' } },
  ],
  [
    'a huge connector id',
    {
      type: 'latch:connection',
      connection: { ...connected, connectorId: 'x'.repeat(201) },
    },
  ],
  [
    'a connector id not a string',
    {
      type: 'latch:connection',
      connection: {
        ...connected,
        connectorId: { toString: (): string => 'injected' },
      },
    },
  ],
  [
    'a SIWE session without chain',
    {
      type: 'latch:siwe',
      session: { status: 'authenticated', address: alice },
    },
  ],
  [
    'a SIWE session with a bad address',
    {
      type: 'latch:siwe',
      session: { status: 'authenticated', address: 'alice', chainId: 1 },
    },
  ],
])('refused: %s', (_, data) => {
  expect(parseTabMessage(data)).toBeUndefined()
})

test('random data is never read as a message', () => {
  const pick = <x>(values: readonly x[]): x =>
    values[Math.floor(Math.random() * values.length)] as x
  const fields = ['connectorId', 'accounts', 'chainId'] as const
  const junk = [null, 0, -1, 1.5, '', 'x', [], {}, true, alice, 2 ** 70]
  for (let run = 0; run < 500; run++) {
    const data = {
      type: pick(['latch:connection', 'latch:siwe', 'other']),
      connection: {
        status: 'connected',
        ...{ [pick(fields)]: pick(junk) },
        ...(Math.random() < 0.5 ? {} : connected),
        [pick(fields)]: pick(junk),
      },
      session: {
        status: 'authenticated',
        address: pick(junk),
        chainId: pick(junk),
      },
    }
    const message = parseTabMessage(data)
    if (
      message?.type === 'latch:connection' &&
      message.connection.status === 'connected'
    ) {
      expect(message.connection.accounts[0]).toBe(alice)
      expect(Number.isSafeInteger(message.connection.chainId)).toBe(true)
      expect(typeof message.connection.connectorId).toBe('string')
    } else if (message?.type === 'latch:siwe') {
      expect(message.session.status).toBe('authenticated')
    }
  }
})
