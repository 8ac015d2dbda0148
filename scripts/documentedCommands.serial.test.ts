// In the serial lane (`.serial.test.ts`): it runs `npm start`, `npm run
// dev:next` and a `tsc` + `vite build` of the front end.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { inlineScriptHash } from '@latch/core/vite'
import { afterAll, describe, expect, test } from 'vitest'
import { readHeadersFile } from '../apps/web/test/readHeadersFile.ts'

/**
 * The repository's commands, run as CONTRIBUTING.md's table (and the
 * README, and docs/deploying.md) write them: from the repository's root;
 * the front end's build with the default `outDir` (every other test builds
 * into a folder of its own, with an absolute one). The only test that
 * writes `apps/web/dist`, as the command does.
 */
const root = join(import.meta.dirname, '..')
const dist = join(root, 'apps', 'web', 'dist')
const readme = readFileSync(join(root, 'README.md'), 'utf8')
const contributing = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8')
const deploying = readFileSync(join(root, 'docs', 'deploying.md'), 'utf8')

/** The commands of the docs' `sh` blocks, one a line, comments dropped. */
function shellCommands(markdown: string): string[] {
  return [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].flatMap((x) =>
    x[1]!
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, '').trim())
      .filter(Boolean),
  )
}

/** The commands the first column of the table under `heading` names. */
function tableCommands(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`\n${heading}\n`)
  if (start < 0) throw new Error(`no "${heading}" section`)
  const end = markdown.indexOf('\n## ', start + heading.length + 2)
  const section = markdown.slice(start, end < 0 ? undefined : end)
  return [...section.matchAll(/^\| `([^`]+)` +\|/gm)].map((x) => x[1]!)
}

/** The commands CONTRIBUTING.md's command table names. */
const commands = tableCommands(contributing, '## Commands')

/**
 * The environment a developer's shell has: none of what Vitest sets (a
 * `NODE_ENV` of `test` would build React's development bundle) and no
 * `VITE_*` variable of the test run.
 */
function shellEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' }
  for (const key of Object.keys(env))
    if (
      key === 'NODE_ENV' ||
      key === 'FORCE_COLOR' ||
      key.startsWith('VITEST') ||
      key.startsWith('VITE_')
    )
      delete env[key]
  return env
}

/** A command as a shell runs it, in its own process group (stopped as one). */
function run(command: string) {
  const child = spawn('sh', ['-c', command], {
    cwd: root,
    env: shellEnv(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => {
    output += chunk
  })
  child.stderr!.on('data', (chunk) => {
    output += chunk
  })
  return { child, output: () => output }
}

function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid!, 'SIGTERM')
  } catch {
    // Gone already.
  }
}

/** What the built page must carry: the first screen and its policy. */
function expectBuiltPage(page: string) {
  const screen = /<div id="root">([\s\S]*?)<\/div>\s*<script>/.exec(page)?.[1]
  expect(screen).toMatch(/<h1[^>]*>Latch<\/h1>/)
  expect(screen).toMatch(/<button[^>]*>Connect wallet<\/button>/)
  const inline = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (x) => x[1]!,
  )
  expect(inline).toHaveLength(2)
  const meta =
    /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
      page,
    )?.[1]
  const scriptSrc = (policy: string | undefined) =>
    policy
      ?.replaceAll('&#39;', "'")
      .split(/;\s*/)
      .find((x) => x.startsWith('script-src '))
      ?.split(' ')
      .slice(1)
  // Exactly the page's own origin and its two inline scripts, by hash.
  const expected = ["'self'", ...inline.map(inlineScriptHash)].sort()
  expect(scriptSrc(meta)?.sort()).toEqual(expected)
  const rules = readHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'))
  const headers = Object.fromEntries(rules[0]!.headers)
  expect(scriptSrc(headers['Content-Security-Policy'])?.sort()).toEqual(
    expected,
  )
  return headers
}

describe('the documented commands, as written', () => {
  const started: ChildProcess[] = []
  afterAll(() => {
    for (const child of started) stop(child)
  })

  test("the README keeps the two commands (run it, test it), and CONTRIBUTING.md's table has them", () => {
    expect(shellCommands(readme)).toEqual(
      expect.arrayContaining(['npm install && npm start', 'npm test']),
    )
    expect(commands).toEqual(expect.arrayContaining(['npm start', 'npm test']))
  })

  // `next dev` compiles a route on its first request (minutes on a loaded
  // two-core machine), so for `npm run dev:next` the server's answer is one
  // that compiles nothing; e2e/next.spec.ts tests the built app's pages.
  for (const [command, name, path, status] of [
    ['npm start', 'Latch', '/', 200],
    ['npm run dev:next', 'Latch on Next.js', '/_next/static/none.js', 404],
  ] as const)
    test(`\`${command}\` serves the page on the devnet's chains, and Ctrl-C stops all it started`, async () => {
      expect(commands).toContain(command)
      const { child, output } = run(command)
      started.push(child)
      const running = new RegExp(
        `${name} is running at (http://127\\.0\\.0\\.1:\\d+)`,
      )
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const found = running.exec(output())
          if (found) {
            clearInterval(timer)
            resolve(found[1]!)
          } else if (child.exitCode !== null) {
            clearInterval(timer)
            reject(
              new Error(`${command} exited ${child.exitCode}:\n${output()}`),
            )
          }
        }, 100)
      })
      const chains = [
        ...output().matchAll(/\(chain (\d+)\): (http:\/\/127\.0\.0\.1:\d+)/g),
      ].map((x) => ({ id: Number(x[1]), rpcUrl: x[2]! }))
      expect(chains.map((x) => x.id)).toEqual([13370, 13371])
      const page = await fetch(`${url}${path}`)
      expect(page.status).toBe(status)
      if (status === 200)
        expect(await page.text()).toMatch(/<title>Latch[^<]*<\/title>/)
      for (const chain of chains) {
        const answer = await fetch(chain.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'eth_chainId',
          }),
        })
        expect((await answer.json()).result).toBe(`0x${chain.id.toString(16)}`)
      }

      // Ctrl-C: the terminal sends SIGINT to the whole foreground group.
      process.kill(-child.pid!, 'SIGINT')
      await new Promise((resolve) => child.once('exit', resolve))
      for (const place of [url, ...chains.map((x) => x.rpcUrl)])
        await expect(fetch(place), `${place} still answers`).rejects.toThrow()
    }, 180_000)

  // The docs site's dev server: its pages, and the devnet its live examples
  // connect to behind the server's own origin. `npm run docs:build` is run
  // as written by apps/docs/test/site.serial.test.ts.
  test('`npm run docs:dev` serves the docs site and its devnet on loopback, and Ctrl-C stops all it started', async () => {
    expect(commands).toContain('npm run docs:dev')
    const { child, output } = run('npm run docs:dev')
    started.push(child)
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const found = /Local\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(output())
        if (found) {
          clearInterval(timer)
          resolve(found[1]!)
        } else if (child.exitCode !== null) {
          clearInterval(timer)
          reject(new Error(`docs:dev exited ${child.exitCode}:\n${output()}`))
        }
      }, 100)
    })
    for (const path of [
      '/',
      '/getting-started/',
      '/examples/connect-button/',
    ]) {
      const page = await fetch(`${url}${path}`)
      expect(page.status, path).toBe(200)
      expect(await page.text()).toMatch(/<title>[^<]*Latch[^<]*<\/title>/)
    }
    for (const id of [13370, 13371]) {
      const answer = await fetch(`${url}/devnet/rpc/${id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
      })
      expect((await answer.json()).result).toBe(`0x${id.toString(16)}`)
    }
    /** The processes of the command's group (its shell, npm, astro, anvils). */
    const group = () =>
      spawnSync('ps', ['-eo', 'pid=,pgid='], { encoding: 'utf8' })
        .stdout.split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter(([pid, pgid]) => pid && pgid === String(child.pid))
        .map(([pid]) => pid)
    expect(group().length).toBeGreaterThan(2) // the server and two anvils

    // Ctrl-C: the terminal sends SIGINT to the whole foreground group.
    process.kill(-child.pid!, 'SIGINT')
    await new Promise((resolve) => child.once('exit', resolve))
    await expect(fetch(url), `${url} still answers`).rejects.toThrow()
    await expect.poll(group, { timeout: 10_000 }).toEqual([])
  }, 180_000)

  // `npm run preview` runs `npm run build` first, as written: one build
  // checks both commands (each one was a `tsc` and a `vite build`).
  test('`npm run preview` runs `npm run build` from the repository root (apps/web/dist, the first screen and its policy), then serves the page with its headers on loopback', async () => {
    const build = 'npm run build'
    expect(shellCommands(deploying)).toContain(build)
    expect(commands).toContain(build)
    const scripts = JSON.parse(
      readFileSync(join(root, 'package.json'), 'utf8'),
    ).scripts
    expect(scripts.preview).toMatch(/^npm run build && /)
    // What an earlier build left must not pass for this one's.
    rmSync(dist, { recursive: true, force: true })
    const command = 'npm run preview'
    expect(commands).toContain(command)
    // As written: on Vite's port, 4173, or the next free one, as it prints.
    const { child, output } = run(command)
    started.push(child)
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const found = /Local:\s+(http:\/\/127\.0\.0\.1:\d+\/)/.exec(output())
        if (found) {
          clearInterval(timer)
          resolve(found[1]!)
        } else if (child.exitCode !== null) {
          clearInterval(timer)
          reject(new Error(`${command} exited ${child.exitCode}:\n${output()}`))
        }
      }, 100)
    })
    try {
      // npm echoes each script it runs: the build ran, then the preview.
      expect(output()).toContain(`> ${scripts.build}`)
      const response = await fetch(url)
      expect(response.status).toBe(200)
      const page = await response.text()
      expect(page).toBe(readFileSync(join(dist, 'index.html'), 'utf8'))
      const headers = expectBuiltPage(page)
      expect(response.headers.get('content-security-policy')).toBe(
        headers['Content-Security-Policy'],
      )
    } finally {
      stop(child)
    }
  }, 300_000)
})
