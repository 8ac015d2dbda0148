import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'

// docs/troubleshooting.md quotes the messages a developer sees, in curly
// quotes (“…”), with `{name}` where the code fills a value in. Each must be
// the code's own text: a message reworded in the code and not on the page
// fails here.

const root = join(import.meta.dirname, '..')
const page = readFileSync(join(root, 'docs', 'troubleshooting.md'), 'utf8')

/** Every non-test source file of the packages, as text. */
function packageSources(): string[] {
  const sources: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
        sources.push(readFileSync(path, 'utf8'))
    }
  }
  for (const name of readdirSync(join(root, 'packages')))
    walk(join(root, 'packages', name, 'src'))
  return sources
}

const sources = packageSources()

// A `{name}` of the page stands for one interpolation of a template
// literal, `${…}` (a ternary's own `${…}` inside it included).
const interpolation = String.raw`\$\{(?:[^{}]|\{[^{}]*\})*\}`

function inSources(quote: string): boolean {
  const pattern = new RegExp(
    quote
      .split(/\{\w+\}/)
      .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join(interpolation),
  )
  return sources.some((source) => pattern.test(source))
}

const quotes = [...page.matchAll(/“([^”]+)”/g)].map((match) =>
  match[1]!.replace(/\s+/g, ' '),
)

describe('docs/troubleshooting.md', () => {
  test('quotes the messages it is about', () => {
    expect(quotes.length).toBeGreaterThanOrEqual(15)
  })

  test.each(quotes)('“%s” is the code’s own text', (quote) => {
    expect(inSources(quote)).toBe(true)
  })

  test('a message reworded is not found', () => {
    expect(inSources('Not set up on this site yet')).toBe(true)
    expect(inSources('Not set up on this site, yet')).toBe(false)
    expect(inSources('{wallet} is not set up on this site.')).toBe(true)
    expect(inSources('{wallet} is not set up on this page.')).toBe(false)
  })

  test('each environment variable it names is one a template or app reads', () => {
    const names = [
      ...new Set(page.match(/\b(?:VITE|NEXT_PUBLIC)_[A-Z_]+\b/g) ?? []),
    ]
    expect(names.length).toBeGreaterThan(0)
    const read = [
      readFileSync(
        join(root, 'packages/create-latch/src/templates/viteTemplate.ts'),
        'utf8',
      ),
      readFileSync(
        join(root, 'packages/create-latch/src/templates/nextTemplate.ts'),
        'utf8',
      ),
      readFileSync(join(root, 'apps/web/src/config/env.ts'), 'utf8'),
    ].join('\n')
    for (const name of names) expect(read, name).toContain(name)
  })
})
