import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { collectDocFiles } from '../test/docExamples.ts'
import { typeErrors } from './typeErrors.ts'

const root = join(import.meta.dirname, '..')

/**
 * The server-side pages write their examples out whole: docs/ssr.md its
 * app (`src/latch.ts`, `app.tsx`, `server.tsx`, `client.tsx`),
 * docs/deploying.md its server's `src/pageResponse.ts`. Each page's files
 * type-check together, strictly, on the packages' public entries, with no
 * bundler's types (no `import.meta.env`): as any framework compiles them.
 */
describe.each([
  [
    'docs/ssr.md',
    ['src/app.tsx', 'src/client.tsx', 'src/latch.ts', 'src/server.tsx'],
  ],
  ['docs/deploying.md', ['src/pageResponse.ts']],
])('%s', (page, paths) => {
  test('its example files type-check together', () => {
    const files = collectDocFiles([
      { page, markdown: readFileSync(join(root, page), 'utf8') },
    ])
    expect([...files.keys()].sort()).toEqual(paths)
    // Inside the repository, so the workspace's packages resolve; in
    // node_modules, which no tool of the repository reads.
    const cache = join(root, 'node_modules', '.cache')
    mkdirSync(cache, { recursive: true })
    const app = mkdtempSync(join(cache, 'latch-server-docs-'))
    try {
      for (const [path, file] of files) {
        mkdirSync(dirname(join(app, path)), { recursive: true })
        writeFileSync(join(app, path), file.text)
      }
      // What every bundler's types declare (Vite's `vite/client`, Next's
      // `next-env.d.ts`): a stylesheet may be imported.
      writeFileSync(join(app, 'src', 'css.d.ts'), "declare module '*.css'\n")
      writeFileSync(
        join(app, 'tsconfig.json'),
        JSON.stringify({
          extends: join(root, 'tsconfig.json'),
          compilerOptions: { types: [] },
          include: ['src'],
        }),
      )
      expect(typeErrors(app)).toBe('')
    } finally {
      rmSync(app, { recursive: true, force: true })
    }
  }, 60_000)
})
