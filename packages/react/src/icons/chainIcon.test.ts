import { base } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { chainIcon } from './chainIcon.ts'

const svg =
  'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'

describe('chainIcon', () => {
  test('a path on the page’s origin, as wallet icons take it', () => {
    for (const iconUrl of ['/icons/base.svg', './base.svg', '../img/base.png'])
      expect(chainIcon({ ...base, iconUrl } as typeof base)).toBe(iconUrl)
  })

  test('an https URL or an image data URI', () => {
    for (const iconUrl of ['https://example.com/base.svg', svg])
      expect(chainIcon({ ...base, iconUrl } as typeof base)).toBe(iconUrl)
  })

  test('nothing for another scheme, a protocol-relative URL or markup', () => {
    for (const iconUrl of [
      'javascript:alert(1)',
      'http://example.com/base.svg',
      '//example.com/base.svg',
      'data:text/html,<b>x</b>',
      '/icons/a b.svg',
      '/icons/"x.svg',
      42,
    ])
      expect(chainIcon({ ...base, iconUrl } as typeof base)).toBeUndefined()
  })

  test('nothing for a chain without one, or no chain', () => {
    expect(chainIcon(base)).toBeUndefined()
    expect(chainIcon(undefined)).toBeUndefined()
  })
})
