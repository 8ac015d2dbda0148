import { createEncodedRecap, formatMessage } from '@walletconnect/utils'
import fc from 'fast-check'
import { getAddress } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { afterEach, describe, expect, test } from 'vitest'
import {
  maxLineLength,
  maxMessageLength,
  parseEip4361Message,
} from './parseEip4361Message.ts'

const address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
// Every field, the optional ones included, as the EIP's ABNF orders them.
const full = [
  'https://example.com wants you to sign in with your Ethereum account:',
  address,
  '',
  'I accept the ExampleOrg Terms of Service: https://example.com/tos',
  '',
  'URI: https://example.com/login',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: 32891756',
  'Issued At: 2021-09-30T16:25:24Z',
  'Expiration Time: 2021-09-30T17:25:24.5+02:00',
  'Not Before: 2021-09-30T16:20:24Z',
  'Request ID: some-request_1',
  'Resources:',
  '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
  '- https://example.com/my-web2-claim.json',
]
/** Where the field lines start (`URI: `) and where the optional ones do. */
const firstField = 5
const firstOptional = 10
const text = (lines: readonly string[]) => lines.join('\n')

/** Each call of a pattern, and how many characters it was given. */
const patternRuns: number[] = []
const exec = RegExp.prototype.exec
/** Counts what the patterns read while `run` runs (`test`, `exec` and `split` go through `exec`). */
function countPatternRuns<T>(run: () => T) {
  patternRuns.length = 0
  RegExp.prototype.exec = function (this: RegExp, input: string) {
    patternRuns.push(String(input).length)
    return exec.call(this, input)
  }
  try {
    return run()
  } finally {
    RegExp.prototype.exec = exec
  }
}
afterEach(() => {
  RegExp.prototype.exec = exec
})

describe('reads what EIP-4361 writes', () => {
  test('every field, as the ABNF orders them', () => {
    expect(parseEip4361Message(text(full))).toEqual({
      message: {
        scheme: 'https',
        domain: 'example.com',
        address,
        statement:
          'I accept the ExampleOrg Terms of Service: https://example.com/tos',
        uri: 'https://example.com/login',
        version: '1',
        chainId: 1,
        nonce: '32891756',
        issuedAt: new Date('2021-09-30T16:25:24Z'),
        expirationTime: new Date('2021-09-30T15:25:24.500Z'),
        notBefore: new Date('2021-09-30T16:20:24Z'),
        requestId: 'some-request_1',
        resources: [
          'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
          'https://example.com/my-web2-claim.json',
        ],
      },
    })
  })

  test.each([
    ['no statement', [...full.slice(0, 3), ...full.slice(4, 10)]],
    ['an empty statement', [...full.slice(0, 3), '', ...full.slice(4, 10)]],
    [
      'a domain with a port',
      [`example.com:3388${full[0]!.slice(19)}`, ...full.slice(1, 10)],
    ],
    ['an IPv6 host', [`[::1]:5173${full[0]!.slice(19)}`, ...full.slice(1, 10)]],
    [
      'an empty request ID and no resources',
      [...full.slice(0, 12), 'Request ID: ', 'Resources:'],
    ],
    [
      'lower-case t and z, and a leap second',
      [...full.slice(0, 9), 'Issued At: 2016-12-31t23:59:60z'],
    ],
  ])('%s', (_, lines) => {
    expect(parseEip4361Message(text(lines))).toHaveProperty('message')
  })

  test("WalletConnect's one-click sign-in message (its formatter, a ReCap resource and the statement it adds)", () => {
    const recap = createEncodedRecap('eip155', 'request', [
      'eth_sendTransaction',
      'personal_sign',
    ])
    for (const statement of [undefined, 'Sign in to Latch'])
      expect(
        parseEip4361Message(
          formatMessage(
            {
              domain: 'app.example',
              aud: 'https://app.example/?from=wc',
              version: '1',
              nonce: '0123456789abcdef0123456789abcdef',
              iat: '2026-01-02T03:04:05.678Z',
              statement,
              resources: [recap],
            },
            `did:pkh:eip155:1:${address}`,
          ),
        ),
      ).toEqual({
        message: expect.objectContaining({
          address,
          statement: expect.stringContaining(
            "I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'.",
          ),
          uri: 'https://app.example/?from=wc',
          issuedAt: new Date('2026-01-02T03:04:05.678Z'),
          resources: [recap],
        }),
      })
  })

  test("every message viem's createSiweMessage makes from valid fields: the same fields back", () => {
    const unit = (characters: string) => fc.constantFrom(...characters)
    const alphanumeric =
      'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
    const date = fc.date({
      min: new Date('0000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59.999Z'),
      noInvalidDate: true,
    })
    const port = fc.option(fc.integer({ min: 0, max: 65_535 }), {
      nil: undefined,
    })
    const fields = fc.record(
      {
        scheme: fc.stringMatching(/^[a-z][a-z0-9+.-]{0,8}$/),
        domain: fc
          .tuple(
            fc.oneof(fc.domain(), fc.ipV4(), fc.constant('localhost')),
            port,
          )
          .map(([host, p]) => (p === undefined ? host : `${host}:${p}`)),
        address: fc
          .uint8Array({ minLength: 20, maxLength: 20 })
          .map((bytes) =>
            getAddress(`0x${Buffer.from(bytes).toString('hex')}`),
          ),
        statement: fc.string({
          unit: unit(`${alphanumeric}-._~:/?#[]@!$&'()*+,;= `),
          minLength: 1,
          maxLength: 80,
        }),
        uri: fc.webUrl({ withQueryParameters: true, withFragments: true }),
        version: fc.constant('1' as const),
        chainId: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        nonce: fc.string({
          unit: unit(alphanumeric),
          minLength: 8,
          maxLength: 40,
        }),
        issuedAt: date,
        expirationTime: date,
        notBefore: date,
        requestId: fc.string({
          unit: fc.oneof(
            unit(`${alphanumeric}-._~!$&'()*+,;=:@`),
            fc.constantFrom('%20', '%2F', '%aF'),
          ),
          minLength: 1,
          maxLength: 40,
        }),
        resources: fc.array(
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          { maxLength: 4 },
        ),
      },
      {
        requiredKeys: [
          'domain',
          'address',
          'uri',
          'version',
          'chainId',
          'nonce',
          'issuedAt',
        ],
      },
    )
    fc.assert(
      fc.property(fields, (input) => {
        const message = createSiweMessage(input)
        fc.pre(message.length <= maxMessageLength)
        const parsed = parseEip4361Message(message)
        expect(parsed).toEqual({ message: input })
        // And what viem reads from it, where viem reads it right.
        expect(parsed).toEqual({
          message: expect.objectContaining(
            Object.fromEntries(
              Object.entries(parseSiweMessage(message)).filter(
                ([key]) => key !== 'resources' || input.resources?.length,
              ),
            ),
          ),
        })
      }),
      { numRuns: 500 },
    )
  })
})

describe('refuses what EIP-4361 does not write', () => {
  /** Refused as malformed, at the line given (from 1). */
  const expectMalformed = (
    lines: readonly string[] | string,
    line?: number,
  ) => {
    const parsed = parseEip4361Message(
      typeof lines === 'string' ? lines : text(lines),
    )
    expect(parsed).toMatchObject({ refused: 'malformed-message' })
    if (line !== undefined) expect(parsed).toMatchObject({ line })
  }

  test('every other order of the optional fields (23 of 24)', () => {
    // The resources go with their label.
    const blocks = [[full[10]!], [full[11]!], [full[12]!], full.slice(13)]
    let refused = 0
    for (const order of permutations([0, 1, 2, 3])) {
      if (order.join() === '0,1,2,3') continue
      expectMalformed([
        ...full.slice(0, firstOptional),
        ...order.flatMap((index) => blocks[index]!),
      ])
      refused += 1
    }
    expect(refused).toBe(23)
  })

  test('every other order of the required fields (119 of 120)', () => {
    const required = full.slice(firstField, firstOptional)
    let refused = 0
    for (const order of permutations([0, 1, 2, 3, 4])) {
      if (order.join() === '0,1,2,3,4') continue
      expectMalformed([
        ...full.slice(0, firstField),
        ...order.map((index) => required[index]!),
        ...full.slice(firstOptional),
      ])
      refused += 1
    }
    expect(refused).toBe(119)
  })

  test('every field twice, the copy at every place among the fields', () => {
    let refused = 0
    for (let field = firstField; field < full.length - 2; field++)
      for (let place = firstField; place <= full.length; place++) {
        const lines = [...full]
        lines.splice(place, 0, full[field]!)
        expectMalformed(lines)
        refused += 1
      }
    expect(refused).toBe(9 * 12)
  })

  test.each([
    ['Something: else'],
    ['something'],
    [''],
    [' '],
    ['\r'],
    ['URI: https://example.com/login'],
    ['Expiration Time: 2021-09-30T17:25:24Z'],
    ['Resources:'],
    ['-https://example.com/'],
    ['- not a uri'],
  ])(
    'a line %j after the last, and in every other place among the fields',
    (extra) => {
      expectMalformed([...full, extra], full.length + 1)
      const withoutResources = full.slice(0, firstOptional + 3)
      for (let place = firstField; place < withoutResources.length; place++) {
        const lines = [...withoutResources]
        lines.splice(place, 0, extra)
        expectMalformed(lines)
      }
    },
  )

  test('a resource line without Resources:, and a line after the last field of each shorter message', () => {
    for (let end = firstOptional; end < full.length - 2; end++)
      for (const extra of ['- https://example.com/', 'Something: else', ''])
        expectMalformed([...full.slice(0, end), extra], end + 1)
  })

  // Whitespace decided: LF only and nothing around the values, as the ABNF
  // writes it; a CR, a tab, a second space or a trailing LF is refused,
  // never trimmed (what is signed is what is read).
  test.each<[string, (message: string) => string]>([
    ['CRLF line ends', (m) => m.replaceAll('\n', '\r\n')],
    ['a CR before one LF', (m) => m.replace('\nVersion', '\r\nVersion')],
    ['a trailing LF', (m) => `${m}\n`],
    ['a leading LF', (m) => `\n${m}`],
    ['a byte-order mark', (m) => `\uFEFF${m}`],
    [
      'a space at the end of a line',
      (m) => m.replace('Version: 1', 'Version: 1 '),
    ],
    ['a space at the start of a line', (m) => m.replace('\nNonce', '\n Nonce')],
    [
      'a tab for the space after a label',
      (m) => m.replace('Nonce: ', 'Nonce:\t'),
    ],
    ['two spaces after a label', (m) => m.replace('URI: ', 'URI:  ')],
    ['no space after a label', (m) => m.replace('Chain ID: ', 'Chain ID:')],
    ['a label in lower case', (m) => m.replace('Issued At', 'issued at')],
    [
      'a no-break space in the statement',
      (m) => m.replace('I accept', 'I\u00a0accept'),
    ],
    ['U+2028 for a line end', (m) => m.replace('\nVersion', '\u2028Version')],
    ['a space in the header', (m) => m.replace(' wants', '  wants')],
    ['a third blank line', (m) => m.replace('\n\nURI', '\n\n\nURI')],
    ['no blank line before the fields', (m) => m.replace('\n\nURI', '\nURI')],
  ])('%s', (_, edit) => {
    expectMalformed(edit(text(full)))
  })

  test.each<[string, (lines: string[]) => void]>([
    [
      'an address not in EIP-55 case',
      (l) => {
        l[1] = address.toLowerCase()
      },
    ],
    [
      'an address of 39 hex digits',
      (l) => {
        l[1] = address.slice(0, -1)
      },
    ],
    [
      'a domain with a path',
      (l) => {
        l[0] = l[0]!.replace('example.com', 'example.com/x')
      },
    ],
    [
      'a domain with a space',
      (l) => {
        l[0] = l[0]!.replace('example.com', 'exa mple.com')
      },
    ],
    [
      'a scheme with a digit first',
      (l) => {
        l[0] = l[0]!.replace('https', '1https')
      },
    ],
    [
      'an IPv6 host of nine groups',
      (l) => {
        l[0] = l[0]!.replace('example.com', '[1:2:3:4:5:6:7:8:9]')
      },
    ],
    [
      'a statement with a %',
      (l) => {
        l[3] = '100% sure'
      },
    ],
    [
      'a statement with a quote',
      (l) => {
        l[3] = 'Say "yes"'
      },
    ],
    [
      'a URI without a scheme',
      (l) => {
        l[5] = 'URI: example.com/login'
      },
    ],
    [
      'a URI with a space',
      (l) => {
        l[5] = 'URI: https://example.com/a b'
      },
    ],
    [
      'a URI with a bad %-escape',
      (l) => {
        l[5] = 'URI: https://example.com/%zz'
      },
    ],
    [
      'a chain ID with a sign',
      (l) => {
        l[7] = 'Chain ID: -1'
      },
    ],
    [
      'a chain ID past 2^53',
      (l) => {
        l[7] = 'Chain ID: 9007199254740993'
      },
    ],
    [
      'a nonce of 7 characters',
      (l) => {
        l[8] = 'Nonce: 1234567'
      },
    ],
    [
      'a nonce with a dash',
      (l) => {
        l[8] = 'Nonce: 1234-5678'
      },
    ],
    [
      'an issue date of February 30',
      (l) => {
        l[9] = 'Issued At: 2021-02-30T16:25:24Z'
      },
    ],
    [
      'an issue date without its zone',
      (l) => {
        l[9] = 'Issued At: 2021-09-30T16:25:24'
      },
    ],
    [
      'an issue date with a space for T',
      (l) => {
        l[9] = 'Issued At: 2021-09-30 16:25:24Z'
      },
    ],
    [
      'an issue time of 24:00',
      (l) => {
        l[9] = 'Issued At: 2021-09-30T24:00:00Z'
      },
    ],
    [
      'an expiry in milliseconds',
      (l) => {
        l[10] = 'Expiration Time: 1632932724000'
      },
    ],
    [
      'a request ID with a slash',
      (l) => {
        l[12] = 'Request ID: a/b'
      },
    ],
    [
      'text after Resources:',
      (l) => {
        l[13] = 'Resources: x'
      },
    ],
  ])('%s', (_, edit) => {
    const lines = [...full]
    edit(lines)
    expectMalformed(lines)
  })

  test('a version other than 1 is told apart', () => {
    const lines = [...full]
    lines[6] = 'Version: 2'
    expect(parseEip4361Message(text(lines))).toEqual({
      refused: 'wrong-version',
      line: 7,
      detail: 'the version is not 1',
    })
  })
})

describe('bounded before any pattern runs, then linear', () => {
  test("an 8 KB message of repeated 'URI: ' (quadratic for viem's pattern), and others of 8 KB: refused by their length, no pattern run", () => {
    const head = `${full.slice(0, firstField).join('\n')}\n`
    for (const hostile of [
      `${head}${'URI: '.repeat(1_640)}`,
      `${head}${'\nURI: '.repeat(1_400)}`,
      `${head}${'Resources:\n- '.repeat(650)}`,
      `${text(full)}\n${'- a:'.repeat(2_000)}`,
      `${head}${'Issued At: 2021-09-30T16:25:24'.repeat(270)}`,
      '\n'.repeat(8_192),
      ':'.repeat(8_192),
    ]) {
      expect(hostile.length).toBeGreaterThan(8_000)
      expect(countPatternRuns(() => parseEip4361Message(hostile))).toEqual({
        refused: 'malformed-message',
        line: 0,
        detail: `longer than ${maxMessageLength} characters`,
      })
      expect(patternRuns).toEqual([])
    }
  })

  test('a 64 KB message: refused by its length alone, whatever it holds', () => {
    for (const hostile of [
      'URI: '.repeat(13_108),
      '\n'.repeat(65_536),
      `${text(full)}\n${'- https://example.com/'.repeat(3_000)}`,
    ]) {
      expect(
        countPatternRuns(() => parseEip4361Message(hostile)),
      ).toMatchObject({ line: 0 })
      expect(patternRuns).toEqual([])
    }
  })

  test('a line over its bound: refused before any pattern reads a line', () => {
    const lines = [...full]
    lines[3] = 'a'.repeat(maxLineLength + 1)
    expect(
      countPatternRuns(() => parseEip4361Message(text(lines))),
    ).toMatchObject({ refused: 'malformed-message', line: 4 })
    expect(patternRuns).toEqual([])
  })

  test('any message within the bound: each pattern reads at most one line, and all of them together at most 3 characters per character of the message', () => {
    const token = fc.constantFrom(
      'URI: ',
      'Resources:',
      '\n- ',
      '\n',
      'https://',
      '%',
      '%4',
      '::',
      '[',
      ':',
      '@',
      'a',
      '0',
      ' ',
      'T',
      '2021-09-30T16:25:24Z',
    )
    fc.assert(
      fc.property(
        fc.integer({ min: firstField, max: full.length }),
        fc.array(token, { maxLength: 1_000 }),
        (keep, tokens) => {
          const message = `${text(full.slice(0, keep))}${tokens.join('')}`
          fc.pre(message.length <= maxMessageLength)
          countPatternRuns(() => parseEip4361Message(message))
          for (const length of patternRuns)
            expect(length).toBeLessThanOrEqual(maxLineLength)
          expect(patternRuns.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(
            3 * message.length,
          )
        },
      ),
      { numRuns: 300 },
    )
  })
})

function* permutations(items: readonly number[]): Generator<number[]> {
  if (items.length <= 1) {
    yield [...items]
    return
  }
  for (const [index, item] of items.entries())
    for (const rest of permutations(items.filter((_, i) => i !== index)))
      yield [item, ...rest]
}
