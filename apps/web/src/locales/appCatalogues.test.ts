import type { Language } from '@latch/react'
import { languages } from '@latch/react'
import { describe, expect, test } from 'vitest'
import { appMessages } from '../appMessages.ts'
import { loadAppMessages } from '../language/loadAppMessages.ts'

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  )
const get = (tree: object, path: string) =>
  path.split('.').reduce<unknown>((x, key) => (x as never)[key], tree)

// The licence's attribution is quoted word for word in every language.
const verbatim = ['app.walletConnectNotice']

describe.each((Object.keys(languages) as Language[]).filter((x) => x !== 'en'))(
  'the app’s %s texts',
  (language) => {
    test('have English’s keys, every one translated', async () => {
      const app = await loadAppMessages(language)
      expect(keys(app)).toEqual(keys(appMessages))
      for (const path of keys(appMessages)) {
        const text = get(app, path) as string
        expect(text.trim(), path).toBe(text)
        if (verbatim.includes(path)) expect(text).toBe(get(appMessages, path))
        // "System", "Tema": a word another language writes as English does.
        else if (!['theme.system', 'theme.label'].includes(path))
          expect(text, path).not.toBe(get(appMessages, path))
      }
    })
  },
)
