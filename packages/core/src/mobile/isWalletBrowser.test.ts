import { describe, expect, test } from 'vitest'
import { isWalletBrowser } from './isWalletBrowser.ts'

describe('isWalletBrowser', () => {
  test.each([
    { os: 'ios', injected: true, announced: 0, expected: true },
    { os: 'android', injected: false, announced: 1, expected: true },
    { os: 'android', injected: true, announced: 2, expected: true },
    // A phone browser with no provider: WalletConnect links instead.
    { os: 'ios', injected: false, announced: 0, expected: false },
    { os: 'android', injected: false, announced: 0, expected: false },
    // On a desktop a provider is an extension, not a wallet's own browser.
    { os: 'desktop', injected: true, announced: 3, expected: false },
  ] as const)(
    'os $os, injected $injected, announced $announced: $expected',
    ({ expected, ...parameters }) => {
      expect(isWalletBrowser(parameters)).toBe(expected)
    },
  )
})
