import { describe, expect, test } from 'vitest'
import { applyGuideDiff } from './applyGuideDiff.ts'
import { readGuide } from './readGuide.ts'

const app = `import { a } from 'old'
import { b } from 'b'

export const x = a(b)
`

/** A guide of one `diff` block for `src/x.ts`. */
const guide = (block: string) =>
  readGuide('guide.md', `\`src/x.ts\`:\n\n\`\`\`diff\n${block}\n\`\`\`\n`)

describe('applyGuideDiff', () => {
  test('replaces the - and context lines by the context and + lines', () => {
    const { diffs } = guide(`-import { a } from 'old'
+import { a } from 'new'
 import { b } from 'b'
 
-export const x = a(b)
+export const x = a(b, 1)`)
    expect(applyGuideDiff(app, diffs[0]!)).toBe(`import { a } from 'new'
import { b } from 'b'

export const x = a(b, 1)
`)
  })

  test('a - line that is not in the file: an error naming the guide line and the lines', () => {
    const { diffs } = guide(`-import { a } from 'elsewhere'
+import { a } from 'new'`)
    expect(() =>
      applyGuideDiff(app, diffs[0]!),
    ).toThrowErrorMatchingInlineSnapshot(`
      [Error: guide.md:3: these lines are not in src/x.ts:
      import { a } from 'elsewhere']
    `)
  })

  test('lines that are in the file but not together: an error', () => {
    const { diffs } = guide(`-import { a } from 'old'
-export const x = a(b)`)
    expect(() => applyGuideDiff(app, diffs[0]!)).toThrow(
      'guide.md:3: these lines are not in src/x.ts',
    )
  })

  test('lines found twice: an error, not a guess', () => {
    const { diffs } = guide(`-import { b } from 'b'`)
    expect(() =>
      applyGuideDiff(`${app}import { b } from 'b'\n`, diffs[0]!),
    ).toThrow('guide.md:3: these lines are in src/x.ts 2 times')
  })

  test('hunks apply in order, each to the file as the one before left it', () => {
    const { diffs } = guide(`-import { a } from 'old'
+import { a } from 'new'
@@
-import { a } from 'new'
+import { c as a } from 'c'`)
    expect(applyGuideDiff(app, diffs[0]!).split('\n')[0]).toBe(
      "import { c as a } from 'c'",
    )
  })
})
