import { type Language, languages } from '@latch/react'
import { describe, expect, test } from 'vitest'
import { loadSendMessages } from './loadSendMessages.ts'
import { sendMessages } from './sendMessages.ts'

// Words a language may write as English does.
const same = ['asset']

describe.each((Object.keys(languages) as Language[]).filter((x) => x !== 'en'))(
  'the Send form in %s',
  (language) => {
    test('has English’s keys, every text translated', async () => {
      const t = await loadSendMessages(language)
      expect(t).not.toBe(sendMessages)
      expect(Object.keys(t)).toEqual(Object.keys(sendMessages))
      for (const [key, english] of Object.entries(sendMessages)) {
        const text = t[key as keyof typeof t]
        expect(text.trim(), key).toBe(text)
        expect(text, key).not.toBe('')
        if (!same.includes(key)) expect(text, key).not.toBe(english)
      }
    })
  },
)
