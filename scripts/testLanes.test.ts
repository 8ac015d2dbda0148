import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import config from '../vitest.config.ts'

/**
 * The lanes are rules on file names (vitest.config.ts): every test file is
 * in exactly one project; `*.serial.test.ts` in `serial`, which runs one
 * file at a time after the others; `*.fresh.*` in a project of its own
 * module graphs; the rest of happy-dom on one shared graph.
 */
const root = fileURLToPath(new URL('..', import.meta.url))

/** Vitest's own list: each test file and the project that runs it. */
function listed(): { file: string; projectName: string }[] {
  const json = execFileSync(
    'npx',
    ['--no-install', 'vitest', 'list', '--filesOnly', '--json'],
    { cwd: root, encoding: 'utf8', timeout: 120_000, maxBuffer: 1 << 24 },
  )
  return JSON.parse(json).map(
    ({ file, projectName }: { file: string; projectName: string }) => ({
      file: file.slice(root.length),
      projectName,
    }),
  )
}

/** The repository's Vitest files (Playwright's are `e2e/*.spec.ts`). */
const testFiles = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.test.ts*'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => /\.test\.tsx?$/.test(file))

type Project = { test: Record<string, unknown> & { name: string } }
const projects = new Map(
  (config.test!.projects as Project[]).map(({ test }) => [test.name, test]),
)

test('every test file is in exactly one project, by the rules on its name', () => {
  const files = listed()
  expect(files.map(({ file }) => file).sort()).toEqual(testFiles.sort())
  for (const { file, projectName } of files) {
    const expected = file.endsWith('.serial.test.ts')
      ? 'serial'
      : file.includes('.fresh.')
        ? /^(unit|integration) \(fresh modules\)$/
        : /^(unit|integration|node)$/
    expect({ file, projectName }).toEqual({
      file,
      projectName: expect.stringMatching(expected),
    })
  }
  // The heavy files: the consumer apps, the size budgets, the documented
  // commands.
  expect(
    files.filter(({ projectName }) => projectName === 'serial').length,
  ).toBeGreaterThanOrEqual(3)
})

test('the serial lane runs one file at a time, after the others', () => {
  const serial = projects.get('serial')!
  expect(serial).toMatchObject({ maxWorkers: 1, fileParallelism: false })
  const order = (name: string) =>
    (projects.get(name)!.sequence as { groupOrder?: number } | undefined)
      ?.groupOrder ?? 0
  for (const name of projects.keys())
    if (name !== 'serial') expect(order(name)).toBeLessThan(order('serial'))
})

test('the fresh-module projects isolate their files; the others of happy-dom share a graph', () => {
  for (const [name, test] of projects)
    if (test.environment === 'happy-dom')
      expect({ name, isolate: test.isolate }).toEqual({
        name,
        isolate: name.endsWith('(fresh modules)'),
      })
})
