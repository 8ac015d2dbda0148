import { describe, expect, test } from 'vitest'
import { metaMask } from '../wallets/metaMask.ts'
import { walletRequestLink } from './walletRequestLink.ts'

const topic = 'a'.repeat(64)

describe('walletRequestLink', () => {
  test('the wallet’s own link with the session’s topic alone, encoded once', () => {
    const href = walletRequestLink(metaMask().mobile, topic, 'ios')!
    expect(href).toBe(
      `https://metamask.app.link/wc?uri=${encodeURIComponent(`wc:${topic}@2`)}`,
    )
    expect(new URL(href).searchParams.get('uri')).toBe(`wc:${topic}@2`)
  })

  test('Android’s raw wc: form, and nothing for a platform without a link', () => {
    expect(walletRequestLink(metaMask().mobile, topic, 'android')).toBe(
      `wc:${topic}@2`,
    )
    expect(
      walletRequestLink(metaMask().mobile, topic, 'desktop'),
    ).toBeUndefined()
  })

  test('a topic that is not 32 bytes of hex gives no link', () => {
    for (const bad of ['', 'A'.repeat(64), `${topic}@2?x=1`, 'a'.repeat(63)])
      expect(walletRequestLink(metaMask().mobile, bad, 'ios')).toBeUndefined()
  })
})
