// In the serial lane (`.serial.test.ts`): it packs the packages, runs three
// npm installs, a `next build` and a `vite build`, and each app's own
// Playwright test, both cores for minutes.
import { spawn } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import config from '../playwright.config.ts'
import { consumerEnv, killRunning, root, run } from '../test/consumerApp.ts'
import {
  type LatchPackage,
  packLatchPackages,
} from '../test/packLatchPackages.ts'
import { scratchRoot } from '../test/scratchRoot.ts'

/**
 * `npm create latch@latest` as the docs write it (issue 42): the packed
 * `create-latch` run non-interactively outside the repository for each
 * command line the docs show, each app's Latch packages pointed at their
 * tarballs (this test's rewrite: the packages are not on the registry),
 * installed, type-checked, built, and its own `npm test` run: Playwright
 * starts its dev server on the devnet, connects the Dev wallet, disconnects.
 */
const docs = [
  'README.md',
  'docs/getting-started.md',
  'packages/create-latch/README.md',
]
const latchPackages: LatchPackage[] = [
  'core',
  'devnet',
  'react',
  'siwe',
  'create-latch',
]

/**
 * The `npm create latch@latest …` commands a page shows: the lines of its
 * `sh` blocks, and its inline code.
 */
function createCommands(markdown: string): string[] {
  const lines = [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].flatMap(
    (x) => x[1]!.split('\n').map((line) => line.replace(/\s+#.*$/, '').trim()),
  )
  const inline = [...markdown.matchAll(/`(npm create [^`]*)`/g)].map(
    (x) => x[1]!,
  )
  return [...lines, ...inline].filter((x) => x.startsWith('npm create '))
}

/**
 * What `npm create latch@latest <args>` hands `create-latch`: the words
 * after the package, npm's own `--` separator dropped.
 */
function createArguments(command: string): string[] {
  const words = command.split(/\s+/).slice(3)
  const separator = words.indexOf('--')
  if (separator >= 0) words.splice(separator, 1)
  return words
}

describe('npm create latch@latest, as the docs write it, on the packed packages', () => {
  const temp = mkdtempSync(join(scratchRoot(), 'create-latch-'))
  const packs = join(temp, 'packs')
  const timings: Record<string, number> = {}
  const commands = [
    ...new Set(
      docs.flatMap((path) =>
        createCommands(readFileSync(join(root, path), 'utf8')),
      ),
    ),
  ]
  /** The lines that make an app (those with `--template`). */
  const appCommands = commands.filter((x) => x.includes('--template'))
  /** The packed packages' tarballs, by package name. */
  let tarballs: Record<string, string> = {}

  const stage = async <T>(name: string, work: () => Promise<T>) => {
    const began = performance.now()
    try {
      return await work()
    } finally {
      timings[name] = (performance.now() - began) / 1_000
    }
  }

  /** Where a documented line makes its app: a folder of its own each. */
  const folderOf = (command: string) =>
    join(temp, `line-${appCommands.indexOf(command)}`)
  /** The app's folder: the directory the line names, in the line's folder. */
  const appOf = (command: string) => {
    const args = createArguments(command)
    const directory = args.find(
      (x, i) =>
        !x.startsWith('-') &&
        !['--template', '-t', '--package-manager'].includes(args[i - 1]!),
    )
    expect(directory, `${command} names a directory`).toBeDefined()
    return join(folderOf(command), directory!)
  }

  beforeAll(async () => {
    // Playwright's webServer and the apps' pages: Debian's Chromium, the
    // repository's own; Next.js sends no telemetry.
    process.env.CHROMIUM_PATH = config.use?.launchOptions?.executablePath
    process.env.NEXT_TELEMETRY_DISABLED = '1'
    mkdirSync(packs)
    tarballs = await stage('build and pack the packages', () =>
      packLatchPackages(latchPackages, packs),
    )
  }, 600_000)

  afterAll(() => {
    killRunning()
    console.log(
      `create-latch: ${Object.entries(timings)
        .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
        .join(', ')}`,
    )
    rmSync(temp, { recursive: true, force: true })
  })

  /** `npm create latch@latest <args>`: npm runs the package's bin with them. */
  const create = (cwd: string, args: string[], exitCodes = [0]) =>
    run(
      'npm',
      [
        'exec',
        '--yes',
        `--package=${tarballs['create-latch']}`,
        '--',
        'create-latch',
        ...args,
      ],
      { cwd, timeoutMs: 60_000, exitCodes },
    )

  test('the docs show the interactive line, and lines for both templates, Sign-In with Ethereum among them', () => {
    expect(commands).toContain('npm create latch@latest')
    for (const command of commands)
      expect(command).toMatch(/^npm create latch@latest( |$)/)
    const templates = appCommands.map((x) => /--template (\w+)/.exec(x)?.[1])
    expect(new Set(templates)).toEqual(new Set(['vite', 'next']))
    expect(appCommands.some((x) => x.includes('--siwe'))).toBe(true)
    // Three apps at most: each is an install, a build and a browser test.
    expect(appCommands.length).toBeLessThanOrEqual(3)
  })

  test('`npm create latch@latest` without a terminal and without --template: exit 2 and what to give, at once', async () => {
    const cwd = join(temp, 'no-terminal')
    mkdirSync(cwd)
    // Its stdin a pipe left open: a prompt would wait on it for ever.
    const child = spawn(
      'npm',
      [
        'exec',
        '--yes',
        `--package=${tarballs['create-latch']}`,
        '--',
        'create-latch',
        ...createArguments('npm create latch@latest'),
      ],
      { cwd, env: consumerEnv(), stdio: ['pipe', 'pipe', 'pipe'] },
    )
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    let errors = ''
    child.stderr.on('data', (chunk) => (errors += chunk))
    const code = await new Promise((resolve) => child.once('exit', resolve))
    clearTimeout(timer)
    child.stdin.end()
    expect(code).toBe(2)
    expect(errors).toContain(
      'No terminal to ask on: give the directory and --template vite|next.',
    )
  }, 90_000)

  test('each documented line makes its app: installed on the tarballs, type-checked, built, and its own Playwright test connects the Dev wallet', async () => {
    expect(appCommands.length).toBeGreaterThan(0)
    await Promise.all(
      appCommands.map(async (command, index) => {
        const label = `line ${index} (${createArguments(command).join(' ')})`
        const folder = folderOf(command)
        mkdirSync(folder)
        // As written, with --no-install: the test installs once it has
        // pointed Latch's packages at their tarballs.
        const output = await stage(`${label}: create`, () =>
          create(folder, [...createArguments(command), '--no-install']),
        )
        expect(output).toContain('npm run dev')
        const app = appOf(command)
        const manifestPath = join(app, 'package.json')
        const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
        for (const field of ['dependencies', 'devDependencies'])
          for (const name of Object.keys(manifest[field]))
            if (name.startsWith('@latch/')) {
              expect(tarballs[name], `${name} was packed`).toBeDefined()
              manifest[field][name] = `file:${tarballs[name]}`
            }
        writeFileSync(manifestPath, JSON.stringify(manifest, null, 2))
        await stage(`${label}: npm install`, () =>
          run(
            'npm',
            ['install', '--prefer-offline', '--no-audit', '--no-fund'],
            {
              cwd: app,
              timeoutMs: 600_000,
            },
          ),
        )
        await stage(`${label}: typecheck`, () =>
          run('npm', ['run', 'typecheck'], { cwd: app, timeoutMs: 180_000 }),
        )
        await stage(`${label}: build`, () =>
          run('npm', ['run', 'build'], { cwd: app, timeoutMs: 600_000 }),
        )
        const tested = await stage(`${label}: npm test`, () =>
          run('npm', ['test'], { cwd: app, timeoutMs: 600_000 }),
        )
        expect(tested).toMatch(/1 passed/)
      }),
    )
  }, 1_500_000)
})
