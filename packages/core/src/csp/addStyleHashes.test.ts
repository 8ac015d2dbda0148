import { describe, expect, test } from 'vitest'
import { InvalidHeaderError } from '../errors/headers.ts'
import { addStyleHashes } from './addStyleHashes.ts'

const hash = "'sha256-WFl+W1SvOQhMC15RBUeEwU/tOUoanUIxNJmWrgICWB0='"

describe('addStyleHashes', () => {
  test('adds the hashes to style-src, the rest as it was', () => {
    expect(
      addStyleHashes(
        "default-src 'self'; style-src 'self' https://fonts.example.org; img-src data:",
        [hash],
      ),
    ).toBe(
      `default-src 'self'; style-src 'self' https://fonts.example.org ${hash}; img-src data:`,
    )
  })

  test('makes style-src from default-src when the policy has none', () => {
    expect(
      addStyleHashes(
        "default-src 'self' https://cdn.example.org; script-src 'self'",
        [hash],
      ),
    ).toBe(
      `default-src 'self' https://cdn.example.org; style-src 'self' https://cdn.example.org ${hash}; script-src 'self'`,
    )
  })

  test("adds them to style-src-elem too, and drops a 'none' they would sit beside", () => {
    expect(
      addStyleHashes("style-src 'none'; style-src-elem 'self'", [hash]),
    ).toBe(`style-src ${hash}; style-src-elem 'self' ${hash}`)
  })

  test.each([
    // Inline styles apply already: nothing restricts styles.
    "script-src 'self'",
    // A hash beside 'unsafe-inline' would turn it off for every other inline style.
    "default-src 'self'; style-src 'self' 'unsafe-inline'",
    "style-src 'self'; style-src-elem 'self' 'UNSAFE-INLINE'",
  ])('leaves %s as it is', (policy) => {
    expect(addStyleHashes(policy, [hash])).toBe(policy)
  })

  test('no hash, no change', () => {
    expect(addStyleHashes("default-src  'self' ;", [])).toBe(
      "default-src  'self' ;",
    )
  })

  test.each(["'unsafe-inline'", "'sha256-a'; style-src *", 'sha256-abc='])(
    '%s is not a style hash: InvalidHeaderError',
    (bad) => {
      expect(() => addStyleHashes("default-src 'self'", [bad])).toThrow(
        InvalidHeaderError,
      )
    },
  )
})
