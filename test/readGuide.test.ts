import { describe, expect, test } from 'vitest'
import { readGuide } from './readGuide.ts'

describe('readGuide', () => {
  test('diff blocks after a path line, or after a diff block of that file; the sh lines as commands', () => {
    const markdown = `# Guide

\`\`\`sh
npm uninstall old-kit # first
npm install new-kit
\`\`\`

\`src/main.tsx\`:

\`\`\`diff
-old
+new
\`\`\`

\`\`\`diff
 kept
-gone
\`\`\`

Some text.
`
    expect(readGuide('guide.md', markdown)).toEqual({
      commands: ['npm uninstall old-kit', 'npm install new-kit'],
      diffs: [
        {
          path: 'src/main.tsx',
          hunks: [{ before: ['old'], after: ['new'] }],
          source: 'guide.md:10',
        },
        {
          path: 'src/main.tsx',
          hunks: [{ before: ['kept', 'gone'], after: ['kept'] }],
          source: 'guide.md:15',
        },
      ],
    })
  })

  test('a diff block after prose names no file: an error', () => {
    expect(() =>
      readGuide('guide.md', '`src/a.ts`:\n\nText.\n\n```diff\n-a\n```\n'),
    ).toThrow('guide.md:5: a diff block must follow a line naming its file')
  })

  test('a diff line with no space, - or + before it: an error', () => {
    expect(() =>
      readGuide('guide.md', '`src/a.ts`:\n\n```diff\n-a\nb\n```\n'),
    ).toThrow('a diff line starts with a space, - or +: b')
  })

  test('a hunk of + lines only cannot be placed: an error', () => {
    expect(() =>
      readGuide('guide.md', '`src/a.ts`:\n\n```diff\n+a\n```\n'),
    ).toThrow('guide.md:3: hunk 1 has no - or context line')
  })
})
