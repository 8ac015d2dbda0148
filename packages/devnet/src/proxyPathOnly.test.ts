import { expect, test } from 'vitest'
import { devnetRelayPath } from './chains/devnetChains.ts'
import { proxyPathOnly } from './proxyPathOnly.ts'

// Vite reads a proxy key that starts with ^ as a regular expression.
const matches = (url: string) =>
  new RegExp(proxyPathOnly(devnetRelayPath)).test(url)

test('the relay proxy takes the relay’s own URL, with or without a query', () => {
  expect(matches('/devnet/relay')).toBe(true)
  expect(matches('/devnet/relay?auth=eyJ0.eyJ1.c2ln&projectId=x')).toBe(true)
})

test('the relay proxy leaves the dev server’s modules under devnet/relay/ alone', () => {
  expect(matches('/devnet/relay/enableWalletConnectTestMode.ts')).toBe(false)
  expect(matches('/devnet/relay/startRelay.ts?import')).toBe(false)
  expect(matches('/devnet/relayed')).toBe(false)
})

test('characters that mean something in a pattern are taken literally', () => {
  const pattern = new RegExp(proxyPathOnly('/a.b+c'))
  expect(pattern.test('/a.b+c?x=1')).toBe(true)
  expect(pattern.test('/aXbbc')).toBe(false)
})
