import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { nextAppTsconfig } from '../packages/create-latch/src/templates/nextAppTsconfig.ts'
import { collectDocFiles } from '../test/docExamples.ts'
import { writeFiles } from '../test/writeFiles.ts'
import { typeErrors } from './typeErrors.ts'

const root = join(import.meta.dirname, '..')
const page = 'docs/nextjs.md'

/**
 * The blocks of docs/nextjs.md whose first line names their file
 * (`// pages/_app.tsx`): the Pages Router's and the static route's, which
 * the consumer test's App Router app does not build.
 */
function commentNamedFiles(markdown: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const [, path, text] of markdown.matchAll(
    /^```tsx?\n\/\/ ((?:app|pages)\/[\w().[\]/-]+\.tsx?)\n([\s\S]*?)^```$/gm,
  ))
    files.set(path!, text!)
  return files
}

test('every file docs/nextjs.md writes (App Router, static route, Pages Router) type-checks together, strictly, with Next.js’s types', () => {
  const markdown = readFileSync(join(root, page), 'utf8')
  const named = collectDocFiles([{ page, markdown }])
  const commented = commentNamedFiles(markdown)
  expect([...commented.keys()].sort()).toEqual([
    'app/(static)/about/page.tsx',
    'app/(static)/layout.tsx',
    'app/staticProxy.ts',
    'app/staticScriptHashes.ts',
    'pages/_app.tsx',
    'pages/_document.tsx',
    'pages/index.tsx',
  ])
  for (const path of commented.keys())
    expect(named.has(path), `${path} is written twice`).toBe(false)
  // Inside the repository, so the workspace's packages and Next.js resolve;
  // in node_modules, which no tool of the repository reads.
  const cache = join(root, 'node_modules', '.cache')
  mkdirSync(cache, { recursive: true })
  const app = mkdtempSync(join(cache, 'latch-nextjs-docs-'))
  try {
    const files = new Map([
      ...[...named].map(([path, file]) => [path, file.text] as const),
      ...commented,
    ])
    writeFiles(app, files)
    // What create-next-app's `next-env.d.ts` gives: Next.js's types, and a
    // stylesheet may be imported.
    writeFileSync(
      join(app, 'next-env.d.ts'),
      '/// <reference types="next" />\ndeclare module \'*.css\'\n',
    )
    writeFileSync(
      join(app, 'tsconfig.json'),
      // create-next-app's, as the consumer test writes it; the workspace's
      // packages are sources whose imports name `.ts` files, and need
      // ES2020's bigint literals (their built files do not show them).
      JSON.stringify(
        nextAppTsconfig({ allowImportingTsExtensions: true, target: 'ES2020' }),
      ),
    )
    expect(typeErrors(app)).toBe('')
  } finally {
    rmSync(app, { recursive: true, force: true })
  }
}, 120_000)
