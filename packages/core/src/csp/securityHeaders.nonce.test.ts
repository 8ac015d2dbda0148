import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { base, mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { createLatchConfig } from '../config/createLatchConfig.ts'
import { InvalidHeaderError } from '../errors/headers.ts'
import { contentSecurityPolicy } from './contentSecurityPolicy.ts'
import { headerFiles } from './headerFiles.ts'
import { securityHeaders } from './securityHeaders.ts'

const latch = createLatchConfig({
  appName: 'Latch',
  chains: [mainnet, base],
  walletConnectProjectId: 'latch-test',
  storage: null,
})

/** The policy's directives by name. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ')
      return [name!, sources]
    }),
  )

describe('securityHeaders(config, { nonce }): a per-request policy (Next.js)', () => {
  const nonce = btoa(crypto.randomUUID())

  test("scripts by the nonce and what they load ('strict-dynamic'), styles by the nonce too; every other directive and header as without", () => {
    const plain = securityHeaders(latch)
    const headers = securityHeaders(latch, { nonce })
    const policy = directives(headers['Content-Security-Policy']!)
    expect(policy['script-src']).toEqual([
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
    ])
    expect(policy['style-src']).toEqual(["'self'", `'nonce-${nonce}'`])
    const { 'script-src': _, 'style-src': __, ...rest } = policy
    const {
      'script-src': ___,
      'style-src': ____,
      ...plainRest
    } = directives(plain['Content-Security-Policy']!)
    expect(rest).toEqual(plainRest)
    expect({ ...headers, 'Content-Security-Policy': '' }).toEqual({
      ...plain,
      'Content-Security-Policy': '',
    })
    expect(headers['Content-Security-Policy']).toBe(
      contentSecurityPolicy(latch, { nonce }),
    )
  })

  test('without a nonce: no nonce and no strict-dynamic, as before', () => {
    const policy = securityHeaders(latch, { nonce: undefined })[
      'Content-Security-Policy'
    ]
    expect(policy).toBe(securityHeaders(latch)['Content-Security-Policy'])
    expect(policy).not.toMatch(/nonce|strict-dynamic/)
    expect(directives(policy!)['script-src']).toEqual(["'self'"])
  })

  test('with hashes: the hashes, then the nonce', () => {
    const hash = `'sha256-${'A'.repeat(43)}='`
    const policy = directives(
      contentSecurityPolicy(latch, {
        nonce,
        scriptHashes: [hash],
        styleHashes: [hash],
      }),
    )
    expect(policy['script-src']).toEqual([
      "'self'",
      hash,
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
    ])
    expect(policy['style-src']).toEqual(["'self'", hash, `'nonce-${nonce}'`])
  })

  test.each([
    ['16 random bytes, base64', randomBytes(16).toString('base64')],
    ['16 random bytes, base64url', randomBytes(16).toString('base64url')],
    ["btoa(crypto.randomUUID()), Next.js's example", nonce],
    ['16 characters, no padding', 'abcdefghijklmnop'],
  ])('accepts %s', (_, value) => {
    expect(
      securityHeaders(latch, { nonce: value })['Content-Security-Policy'],
    ).toContain(`'nonce-${value}'`)
  })

  test.each([
    ['empty', ''],
    ['15 characters', 'abcdefghijklmno'],
    ['a quote that would end the source', "abcdefghijklmnop' 'unsafe-inline"],
    ['a directive', 'abcdefghijklmnop; script-src *'],
    ['a space', 'abcdefgh ijklmnop'],
    ['a line break', 'abcdefghijklmnop\r\nSet-Cookie: a=b'],
    ['padding in the middle', 'abcdefgh==ijklmnop'],
    ['three padding characters', 'abcdefghijklmnop==='],
    ['not ASCII', 'abcdéfghijklmnopq'],
  ])('refuses %s, with InvalidHeaderError', (_, value) => {
    expect(() => securityHeaders(latch, { nonce: value })).toThrow(
      InvalidHeaderError,
    )
  })

  test('the error says what a nonce must be', () => {
    try {
      securityHeaders(latch, { nonce: "x' 'unsafe-inline" })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidHeaderError)
      expect((error as InvalidHeaderError).name).toBe('InvalidHeaderError')
      expect((error as InvalidHeaderError).shortMessage).toMatchInlineSnapshot(
        `"The "Content-Security-Policy" header cannot be written: the nonce "x' 'unsafe-inline" is not base64 of at least 16 characters (make one per request: btoa(crypto.randomUUID()))."`,
      )
    }
  })

  test('any string: refused, or the nonce alone in script-src and style-src (nothing else of the policy changes)', () => {
    const plain = directives(contentSecurityPolicy(latch))
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 64 }),
          fc.stringMatching(/^[A-Za-z0-9+/_-]{10,40}={0,3}$/),
          fc.string({ maxLength: 40 }).map((x) => `abcdefghijklmnop${x}`),
        ),
        (value) => {
          let policy: string
          try {
            policy = contentSecurityPolicy(latch, { nonce: value })
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidHeaderError)
            return
          }
          expect(value).toMatch(/^[A-Za-z0-9+/_-]{16,}={0,2}$/)
          const found = directives(policy)
          expect(Object.keys(found)).toEqual(Object.keys(plain))
          expect(found['script-src']).toEqual([
            "'self'",
            `'nonce-${value}'`,
            "'strict-dynamic'",
          ])
          expect(found['style-src']).toEqual(["'self'", `'nonce-${value}'`])
        },
      ),
      { numRuns: 500 },
    )
  }, 30_000) // 500 runs: ~1 s alone, far longer on a loaded machine

  test('headerFiles refuses headers with a nonce: a file every response shares cannot hold one', () => {
    expect(() => headerFiles(securityHeaders(latch, { nonce }))).toThrow(
      /holds a nonce, which must be fresh for every response/,
    )
    expect(() => headerFiles(securityHeaders(latch))).not.toThrow()
  })
})
