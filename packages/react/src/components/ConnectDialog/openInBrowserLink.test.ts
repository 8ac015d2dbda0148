import { describe, expect, test } from 'vitest'
import { openInBrowserLink } from './openInBrowserLink.ts'

const page = 'https://dapp.example/swap?token=eth#top'

describe('openInBrowserLink', () => {
  test('Android: an intent: URL for the https page, with the page as the fallback', () => {
    const href = openInBrowserLink(page, 'android')!
    expect(href).toBe(
      `intent://dapp.example/swap?token=eth#Intent;scheme=https;action=android.intent.action.VIEW;S.browser_fallback_url=${encodeURIComponent(page)};end`,
    )
  })

  test('iOS: Safari’s x-safari-https: scheme for the same page', () => {
    expect(openInBrowserLink(page, 'ios')).toBe(
      'x-safari-https://dapp.example/swap?token=eth#top',
    )
  })

  test('none for a desktop, an http: page or something that is no URL', () => {
    expect(openInBrowserLink(page, 'desktop')).toBeUndefined()
    expect(openInBrowserLink('http://dapp.example/', 'ios')).toBeUndefined()
    expect(openInBrowserLink('not a url', 'android')).toBeUndefined()
  })
})
