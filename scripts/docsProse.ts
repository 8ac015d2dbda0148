import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The pages a dapp developer reads: the README and every page of `docs/`.
 * Their prose is measured by `npx tsx scripts/docsProse.ts`, and held by
 * `scripts/docsProse.test.ts`: the median sentence of each is under
 * `maxMedianWords` words.
 */
export const maxMedianWords = 20

/**
 * The words of each sentence of a Markdown page's prose. Not prose: fenced
 * code, tables, headings, HTML comments and images. Inline code counts as
 * one word, a link as its text's words. A sentence ends at `.`, `!` or `?` followed by a
 * space (or the end of its paragraph or list item); a colon that closes a
 * paragraph's lead-in before a list or code block ends it too. "e.g.",
 * "i.e.", "etc." and "vs." do not end one.
 */
export function sentenceLengths(markdown: string): number[] {
  const lengths: number[] = []
  for (const block of proseBlocks(markdown))
    for (const sentence of splitSentences(block)) {
      const words = sentence.split(/\s+/).filter((word) => /\w/.test(word))
      if (words.length > 0) lengths.push(words.length)
    }
  return lengths
}

/** The middle value of `values` (the mean of the two middle ones). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Paragraphs and list items, as plain text. */
function proseBlocks(markdown: string): string[] {
  const text = markdown
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^([ \t]*)(```|~~~)[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, '\n')
  const blocks: string[] = []
  let current: string[] = []
  const end = () => {
    if (current.length > 0) blocks.push(current.join(' '))
    current = []
  }
  for (const line of text.split('\n')) {
    const trimmed = line.trim()
    if (
      trimmed === '' ||
      trimmed.startsWith('#') ||
      trimmed.startsWith('|') ||
      /^!\[[^\]]*\]\([^)]*\)$/.test(trimmed)
    ) {
      end()
      continue
    }
    const item = trimmed.match(/^(?:[-*+]|\d+[.)])\s+(.*)$/)
    if (item) {
      end()
      current.push(item[1]!)
      continue
    }
    current.push(trimmed.replace(/^>\s?/, ''))
  }
  end()
  return blocks.map(plain)
}

function plain(block: string): string {
  return block
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`[^`]*`/g, 'code')
    .replace(/\*\*|__/g, '')
    .replace(/\b(e\.g|i\.e|etc|vs|cf)\./gi, '$1')
}

function splitSentences(block: string): string[] {
  return block
    .split(/(?<=[.!?])\s+|:\s*$/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}

/** `README.md` and `docs/*.md`, by path from the repository's root. */
export function userPages(root: string): string[] {
  return [
    'README.md',
    ...readdirSync(join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => `docs/${name}`),
  ]
}

export type PageProse = {
  page: string
  sentences: number
  median: number
  longest: number
}

export function measurePages(root: string): PageProse[] {
  return userPages(root).map((page) => {
    const lengths = sentenceLengths(readFileSync(join(root, page), 'utf8'))
    return {
      page,
      sentences: lengths.length,
      median: median(lengths),
      longest: Math.max(0, ...lengths),
    }
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, '..')
  for (const { page, sentences, median, longest } of measurePages(root))
    console.log(
      `${median >= maxMedianWords ? '✗' : '✓'} ${page}: median ${median} words (${sentences} sentences, longest ${longest})`,
    )
}
