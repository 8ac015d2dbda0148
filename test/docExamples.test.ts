import { describe, expect, test } from 'vitest'
import { collectDocFiles, docFiles } from './docExamples.ts'

const page = [
  '# Wallets',
  '',
  '`src/wallets.ts`:',
  '',
  '```ts',
  "export const wallets = ['a']",
  '```',
  '',
  'A block without a path is an illustration, not a file:',
  '',
  '```ts',
  'wallets.push(x)',
  '```',
  '',
  '`src/main.tsx`:',
  '',
  '```tsx',
  "import { wallets } from '../scripts/wallets.ts'",
  '```',
].join('\n')

describe('docFiles', () => {
  test('takes the blocks a line names a path for, with where they are', () => {
    expect(docFiles('docs/wallets.md', page)).toEqual([
      {
        path: 'src/wallets.ts',
        text: "export const wallets = ['a']\n",
        source: 'docs/wallets.md:3',
      },
      {
        path: 'src/main.tsx',
        text: "import { wallets } from '../scripts/wallets.ts'\n",
        source: 'docs/wallets.md:15',
      },
    ])
  })

  test('a page without named files writes none', () => {
    expect(docFiles('x.md', '```ts\nconst a = 1\n```\n')).toEqual([])
  })
})

describe('collectDocFiles', () => {
  test('one file per path across pages; the same text twice is one file', () => {
    const files = collectDocFiles([
      { page: 'a.md', markdown: page },
      { page: 'b.md', markdown: page },
    ])
    expect([...files.keys()]).toEqual(['src/wallets.ts', 'src/main.tsx'])
    expect(files.get('src/main.tsx')?.source).toBe('a.md:15')
  })

  test('two pages that write one file differently are an error', () => {
    expect(() =>
      collectDocFiles([
        { page: 'a.md', markdown: page },
        {
          page: 'b.md',
          markdown: '`src/main.tsx`:\n\n```tsx\nother()\n```\n',
        },
      ]),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: src/main.tsx is written differently in a.md:15 and b.md:1]`,
    )
  })
})
