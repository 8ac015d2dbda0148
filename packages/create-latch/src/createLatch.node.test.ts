import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { afterAll, describe, expect, test } from 'vitest'
import { createLatch } from './createLatch.ts'

const temp = mkdtempSync(join(tmpdir(), 'create-latch-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

/** Runs the command in `temp` with a given stdin; its exit code and output. */
async function run(
  argv: string[],
  { tty = false, answers }: { tty?: boolean; answers?: string[] } = {},
) {
  const stdin = Object.assign(new PassThrough(), { isTTY: tty })
  const stdout = new PassThrough()
  const stderr = new PassThrough()
  let out = ''
  let err = ''
  const left = [...(answers ?? [])]
  stdout.on('data', (chunk) => {
    out += chunk
    // Each answer once its question is asked, as a person types it; the
    // input ends with the answers.
    if (/\): $/.test(String(chunk)))
      if (left.length > 0) stdin.write(`${left.shift()}\n`)
      else stdin.end()
  })
  stderr.on('data', (chunk) => (err += chunk))
  const code = await createLatch({ argv, cwd: temp, stdin, stdout, stderr })
  return { code, out, err }
}

describe('create-latch', () => {
  test('without a terminal and without --template: exit 2 at once, nothing written (never waits for stdin)', async () => {
    // stdin stays open: a prompt would wait for ever.
    const { code, err } = await run(['no-template'])
    expect(code).toBe(2)
    expect(err).toContain(
      'No terminal to ask on: give the directory and --template vite|next.',
    )
    expect(err).toContain('Usage: create-latch <directory>')
    expect(existsSync(join(temp, 'no-template'))).toBe(false)
    expect((await run(['--template', 'vite'])).code).toBe(2)
  })

  test('a bad flag or an unknown template: exit 2, the reason and the usage, nothing written', async () => {
    for (const argv of [
      ['bad-flag', '--template', 'vite', '--typescript'],
      ['bad-template', '--template', 'angular'],
    ]) {
      const { code, err, out } = await run(argv)
      expect(code).toBe(2)
      expect(err).toMatch(/^create-latch: (Unknown option|Unknown template)/)
      expect(out).toBe('')
      expect(existsSync(join(temp, argv[0]!))).toBe(false)
    }
  })

  test('a directory that is not empty is refused (exit 2) and left as it was; an empty one is used', async () => {
    const full = join(temp, 'full')
    mkdirSync(full)
    writeFileSync(join(full, 'notes.txt'), 'mine')
    const { code, err } = await run([
      'full',
      '--template',
      'vite',
      '--no-install',
    ])
    expect(code).toBe(2)
    expect(err).toContain('is not empty: choose a new or empty directory.')
    expect(readdirSync(full)).toEqual(['notes.txt'])

    mkdirSync(join(temp, 'empty'))
    expect(
      (await run(['empty', '--template', 'vite', '--no-install'])).code,
    ).toBe(0)
    expect(existsSync(join(temp, 'empty', 'src', 'main.tsx'))).toBe(true)
  })

  test('--template vite --no-install: the files, the package named after the folder, the next commands', async () => {
    const { code, out } = await run([
      'My App',
      '--template',
      'vite',
      '--no-install',
    ])
    expect(code).toBe(0)
    expect(out).toContain("cd 'My App'\n  npm install\n  npm run dev")
    const app = join(temp, 'My App')
    const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'))
    expect(manifest.name).toBe('my-app')
    expect(manifest.scripts.dev).toBe('vite --mode devnet --host 127.0.0.1')
    expect(manifest.dependencies['@latch/siwe']).toBeUndefined()
    expect(readdirSync(join(app, 'e2e'))).toEqual(['connect.spec.ts'])
  })

  test('--template next --siwe: the route of @latch/siwe on the memory store, the provider signing in', async () => {
    const { code } = await run([
      'next-siwe',
      '--template',
      'next',
      '--siwe',
      '--no-install',
    ])
    expect(code).toBe(0)
    const app = join(temp, 'next-siwe')
    const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'))
    expect(Object.keys(manifest.dependencies)).toContain('@latch/siwe')
    const route = readFileSync(
      join(app, 'app', 'api', 'siwe', '[action]', 'route.ts'),
      'utf8',
    )
    expect(route).toContain('store: createMemoryStore()')
    expect(readFileSync(join(app, 'app', 'providers.tsx'), 'utf8')).toContain(
      'siwe="/api/siwe"',
    )
  })

  test('on a terminal it asks for what the command line left out', async () => {
    const { code, out } = await run(['--no-install'], {
      tty: true,
      answers: ['asked', 'react', 'next', 'y'],
    })
    expect(code).toBe(0)
    expect(out).toContain('Type vite or next.')
    const manifest = JSON.parse(
      readFileSync(join(temp, 'asked', 'package.json'), 'utf8'),
    )
    expect(Object.keys(manifest.dependencies)).toContain('next')
    expect(Object.keys(manifest.dependencies)).toContain('@latch/siwe')
  })

  test('an install that fails: exit 1, the files kept, and what to run again', async () => {
    // npm offline, on a registry nothing answers: nothing leaves the machine,
    // and Latch's packages are in no cache, so the install fails.
    const saved = { ...process.env }
    process.env.npm_config_offline = 'true'
    process.env.npm_config_registry = 'http://127.0.0.1:9/'
    try {
      const { code, err } = await run(['offline', '--template', 'vite'])
      expect(code).toBe(1)
      expect(err).toMatch(
        /^create-latch: npm install failed \(\d+\); the app is written: run it again in offline\.$/m,
      )
      expect(existsSync(join(temp, 'offline', 'src', 'main.tsx'))).toBe(true)
    } finally {
      for (const key of ['npm_config_offline', 'npm_config_registry'])
        if (saved[key] === undefined) delete process.env[key]
        else process.env[key] = saved[key]
    }
  }, 60_000)

  test('on a terminal, the input ending before the answers: exit 2, nothing written', async () => {
    const { code, err } = await run(['--no-install'], {
      tty: true,
      answers: ['unanswered'],
    })
    expect(code).toBe(2)
    expect(err).toContain('Stopped before every question was answered')
    expect(existsSync(join(temp, 'unanswered'))).toBe(false)
  })
})
