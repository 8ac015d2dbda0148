import { createLatchConfig } from '@latch/core'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { chooseLanguage } from '../language/chooseLanguage.ts'
import { languageOptions } from '../language/languageOptions.ts'
import { appStartAttribute } from './appStartAttribute.ts'
import { firstPaintAttribute } from './firstPaintAttribute.ts'
import { firstPaintScripts } from './firstPaintScript.ts'

const config = createLatchConfig({
  appName: 'Latch',
  chains: [
    {
      id: 1,
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
    },
  ],
  storage: null,
})
const pseudo = [{ tag: 'en-XA' }]
const scripts = firstPaintScripts(config, { extraLanguages: pseudo })
const options = languageOptions(
  pseudo.map(({ tag }) => ({
    tag,
    name: tag,
    dir: 'ltr' as const,
    load: () => Promise.reject(new Error('not loaded here')),
  })),
)

function runHead(languages: readonly string[], stored?: string) {
  Object.defineProperty(navigator, 'languages', {
    get: () => languages,
    configurable: true,
  })
  localStorage.clear()
  if (stored !== undefined) localStorage.setItem('latch.language', stored)
  document.documentElement.removeAttribute(firstPaintAttribute)
  new Function(scripts.head)()
  return document.documentElement.getAttribute(firstPaintAttribute)
}

afterEach(() => {
  localStorage.clear()
  delete document.documentElement.dataset.theme
})

describe('the head script decides as the app does', () => {
  const cases: [readonly string[], string | undefined][] = [
    [[], undefined],
    [['en-US'], undefined],
    [['en-GB', 'ja'], undefined],
    [['ja'], undefined],
    [['ja-JP', 'en'], undefined],
    [['nl-NL', 'fr-CA'], undefined],
    [['nl', 'sv'], undefined],
    [['nl', 'en-US', 'de'], undefined],
    [['zh-Hant'], undefined],
    [['zh-SG'], undefined],
    [['pt-PT'], undefined],
    [['es-MX'], undefined],
    [['iw'], undefined],
    [['not a tag', 'ar-EG'], undefined],
    [['x-klingon', 'en'], undefined],
    [['ja'], 'en'],
    [['en'], 'ar'],
    [['en'], 'en-XA'],
    [['en'], 'tlh'],
    [['de'], 'nope'],
  ]
  test.each(cases)('%j, stored %s', (languages, stored) => {
    const english = chooseLanguage(options, stored, languages).tag === 'en'
    expect(runHead(languages, stored)).toBe(english ? 'painting' : 'hold')
  })
})

test('the head script sets a stored theme, ignores anything else, and survives storage that throws', () => {
  localStorage.setItem('latch.theme', 'dark')
  new Function(scripts.head)()
  expect(document.documentElement.dataset.theme).toBe('dark')
  delete document.documentElement.dataset.theme
  localStorage.setItem('latch.theme', '"><script>')
  new Function(scripts.head)()
  expect(document.documentElement.dataset.theme).toBeUndefined()
  const getItem = Storage.prototype.getItem
  Storage.prototype.getItem = () => {
    throw new DOMException('denied', 'SecurityError')
  }
  try {
    expect(() => new Function(scripts.head)()).not.toThrow()
    expect(
      document.documentElement.getAttribute(firstPaintAttribute),
    ).not.toBeNull()
  } finally {
    Storage.prototype.getItem = getItem
  }
})

test('the body script lets the page paint, whatever storage holds', () => {
  document.body.innerHTML = '<div id="root"></div>'
  for (const display of ['{', 'null', JSON.stringify({ v: 1, at: 'x' })]) {
    localStorage.setItem('latch.display', display)
    document.documentElement.setAttribute(firstPaintAttribute, 'painting')
    new Function(scripts.body)()
    expect(document.documentElement.hasAttribute(firstPaintAttribute)).toBe(
      false,
    )
  }
  // Held for another language: the app lets it paint, not the script.
  document.documentElement.setAttribute(firstPaintAttribute, 'hold')
  new Function(scripts.body)()
  expect(document.documentElement.getAttribute(firstPaintAttribute)).toBe(
    'hold',
  )
})

describe('the head script starts the app when the body script does not', () => {
  type Page = { __latchEarlyTap?: unknown }
  /** A built page (an entry that loads nothing), its head script run. */
  function runHeadOfPage() {
    vi.useFakeTimers()
    document.head.innerHTML =
      '<meta name="latch-entry" content="data:text/javascript,">'
    document.body.innerHTML = '<div id="root"></div>'
    document.documentElement.removeAttribute(appStartAttribute)
    expect(runHead(['en'])).toBe('painting')
    expect(document.documentElement.getAttribute(appStartAttribute)).toBe(
      'head',
    )
  }
  afterEach(() => {
    vi.useRealTimers()
    delete (window as Page).__latchEarlyTap
    document.head.innerHTML = ''
    document.documentElement.removeAttribute(appStartAttribute)
  })

  test('no body script (refused by the policy): the page paints as built once parsed, and the app is on its way', () => {
    runHeadOfPage()
    document.dispatchEvent(new Event('DOMContentLoaded'))
    expect(document.documentElement.hasAttribute(firstPaintAttribute)).toBe(
      false,
    )
    expect(document.documentElement.getAttribute(appStartAttribute)).toBe(
      'loading',
    )
  })

  test('the body script ran: the head script leaves the app to it', () => {
    runHeadOfPage()
    new Function(scripts.body)()
    const started = (window as Page).__latchEarlyTap
    expect(started).toBeDefined()
    document.dispatchEvent(new Event('DOMContentLoaded'))
    expect((window as Page).__latchEarlyTap).toBe(started)
  })
})
