import { expect, test } from 'vitest'
import { en } from './en.ts'
import { isolate } from './isolate.ts'

test('plain text is left as it is', () => {
  expect(isolate('Test Wallet')).toBe('Test Wallet')
  expect(isolate('<b>pwn</b>')).toBe('<b>pwn</b>')
  expect(en.token.added('LATCH')).toBe('LATCH was added to your wallet.')
})

test('text with bidi controls is isolated, so the sentence around it keeps its order', () => {
  for (const control of ['\u202E', '\u202D', '\u2067', '\u200F', '\u061C'])
    expect(isolate(`a${control}b`)).toBe(`\u2068a${control}b\u2069`)
  expect(en.token.added('\u202Ekcab')).toBe(
    '\u2068\u202Ekcab\u2069 was added to your wallet.',
  )
  expect(en.connect.confirmIn('\u202Etellaw')).toBe(
    'Confirm in \u2068\u202Etellaw\u2069',
  )
})
