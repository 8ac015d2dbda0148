import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import {
  maxMedianWords,
  median,
  sentenceLengths,
  userPages,
} from './docsProse.js'

// The measure of the user pages' prose (`npx tsx scripts/docsProse.ts`).

test('sentences end at . ! ? and a lead-in colon, not at e.g.', () => {
  expect(
    sentenceLengths(
      'One two three. Four five, e.g. six! Seven?\n\nA lead-in before a list:\n\n- an item of four words\n- two words.',
    ),
  ).toEqual([3, 4, 1, 5, 5, 2])
})

test('code, tables, headings, comments and images are not prose', () => {
  const page = [
    '# A heading of words',
    '<!-- a comment of words -->',
    '```ts',
    'const a = 1. Not. Prose.',
    '  ```',
    '```',
    '| a | table of words |',
    '![an image](x.png)',
    'The `inline code` and [a link](x.md) count as words.',
  ].join('\n')
  expect(sentenceLengths(page)).toEqual([8])
})

test('a fence inside a list item ends at its own indentation', () => {
  const page =
    '- Install it:\n\n  ```sh\n  npm i x. y. z.\n  ```\n\n  Then run it.'
  expect(sentenceLengths(page)).toEqual([2, 3])
})

test('the median of odd and even counts', () => {
  expect(median([5, 1, 3])).toBe(3)
  expect(median([4, 1, 3, 2])).toBe(2.5)
  expect(median([])).toBe(0)
})

// The user pages say what to do, one idea a sentence (issue 42): each
// page's median sentence is under `maxMedianWords` words.
const root = join(import.meta.dirname, '..')
test.each(userPages(root))('%s: median sentence under 20 words', (page) => {
  const lengths = sentenceLengths(readFileSync(join(root, page), 'utf8'))
  expect(lengths.length).toBeGreaterThan(0)
  expect(median(lengths)).toBeLessThan(maxMedianWords)
})
