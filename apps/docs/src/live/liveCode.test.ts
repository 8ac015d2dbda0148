import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'

// The live examples show their code beside what they run: each code text
// (a `code:` string, a `…Code` constant) is, chunk by chunk, what the file
// itself renders, so the page never shows code it does not run.

const file = join(import.meta.dirname, 'ConnectButtonExamples.tsx')
const source = readFileSync(file, 'utf8')

const literal = /(?:\bcode: |Code = )(?:'([^'\n]*)'|`([^`]*)`)/g
const shown = [...source.matchAll(literal)].map((match) => ({
  text: match[1] ?? match[2]!,
  at: match.index,
  end: match.index + match[0].length,
}))

/** JSX and statements without the formatter's line breaks. */
const normalize = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/([>(]) /g, '$1')
    .replace(/ ([<)]|\/?>)/g, '$1')
    .trim()

/** The file without its code texts: what it runs. */
let running = ''
let from = 0
for (const { at, end } of shown) {
  running += `${source.slice(from, at)}\n`
  from = end
}
running = normalize(running + source.slice(from))

test('the file shows code', () => {
  expect(shown.length).toBeGreaterThanOrEqual(8)
})

test.each(shown.map(({ text }) => text))('%s: what the page runs', (text) => {
  for (const chunk of text.split(/\n\s*\n/))
    expect(running).toContain(normalize(chunk))
})

test('a shown prop the page does not run is caught', () => {
  expect(running).not.toContain(
    normalize('<ConnectButton showBalance={true} />'),
  )
})
