// In the serial lane (`.serial.test.ts`): it packs two packages, runs three
// npm installs, two `tsc` and two `vite build`, and Chromium: both cores
// for minutes.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join, relative } from 'node:path'
import { type Anvil, buildInjectScript, startAnvil } from '@latch/devnet'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { applyGuideDiff } from '../test/applyGuideDiff.ts'
import { killRunning, root, run } from '../test/consumerApp.ts'
import { launchChromium } from '../test/launchChromium.ts'
import { packLatchPackages } from '../test/packLatchPackages.ts'
import { readGuide } from '../test/readGuide.ts'
import { scratchRoot } from '../test/scratchRoot.ts'
import { type AppServer, startAppServer } from '../test/startAppServer.ts'
import { stopOffMachine } from '../test/stopOffMachine.ts'

/**
 * The migration guides as written (issue 42): a small RainbowKit app and a
 * small ConnectKit app (`test/migration/`) are copied outside the
 * repository and changed by their guide's diffs, each `-` line found where
 * the guide says; the guide's commands run, Latch's packages from their
 * tarballs and the rest from the npm cache the workspace's install filled.
 * Then no import of the old kit is left, the guide's own `tsc` and
 * `vite build` pass, and in Chromium the visitor connects the Dev wallet
 * and sees the account.
 */
const guides = [
  {
    page: 'docs/migrate-from-rainbowkit.md',
    app: 'rainbowkit-app',
    kit: '@rainbow-me/rainbowkit',
    /** The button the visitor connects with: the migrated `ConnectButton`. */
    connect: { name: 'Connect', exact: true },
  },
  {
    page: 'docs/migrate-from-connectkit.md',
    app: 'connectkit-app',
    kit: 'connectkit',
    /** The button the visitor connects with: the migrated `useModal` one. */
    connect: { name: 'Connect to send a tip', exact: true },
  },
] as const

/** The Dev wallet's account (anvil's first), and as the button shortens it. */
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const shortAccount = /0xf39F…2266/

type Manifest = {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

/** The package a spec of `npm install` names: `wagmi@^3` is `wagmi`. */
const packageOf = (spec: string) => spec.replace(/(?<=.)@.*$/, '')

/** The version of the workspace's own install (its lockfile), if it has one. */
function lockedVersion(name: string): string | undefined {
  const lock = JSON.parse(
    readFileSync(join(root, 'package-lock.json'), 'utf8'),
  ) as { packages: Record<string, { version?: string }> }
  return lock.packages[`node_modules/${name}`]?.version
}

/** The app's files a migrated app should not import the old kit from. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(dir, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, 'src', file))
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file))
    .concat(join(dir, 'vite.config.ts'))
}

describe('the migration guides, applied as written to a RainbowKit and a ConnectKit app', () => {
  const temp = mkdtempSync(join(scratchRoot(), 'latch-migration-'))
  const packs = join(temp, 'packs')
  const timings: Record<string, number> = {}
  /** The packed packages' tarballs, by package name. */
  let tarballs: Record<string, string> = {}
  let browser: Browser | undefined
  let anvil: Anvil | undefined
  let server: AppServer | undefined

  const stage = async <T>(name: string, work: () => Promise<T>) => {
    const began = performance.now()
    try {
      return await work()
    } finally {
      timings[name] = (performance.now() - began) / 1_000
    }
  }
  const appDir = (app: string) => join(temp, app)

  beforeAll(async () => {
    mkdirSync(packs)
    tarballs = await stage('build and pack @latch/core, @latch/react', () =>
      packLatchPackages(['core', 'react'], packs),
    )
  }, 600_000)

  afterAll(async () => {
    await browser?.close().catch(() => {})
    await server?.stop()
    await anvil?.stop()
    killRunning()
    console.log(
      `migration guides: ${Object.entries(timings)
        .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
        .join(', ')}`,
    )
    rmSync(temp, { recursive: true, force: true })
  })

  /**
   * One command of a guide's `sh` blocks, run in the app. `npm uninstall`
   * is done as npm does it to package.json: the app before the guide (on
   * wagmi 2, with its old kit) is never installed, as its packages are not
   * in the cache. Before the first `npm install`, the app's dependencies
   * the guide does not name are set to the workspace's versions (the cache
   * holds those): the guide picks the versions of what it names.
   */
  const runGuideCommand = async (
    dir: string,
    command: string,
    named: ReadonlySet<string>,
  ) => {
    const words = command.split(/\s+/)
    const manifestPath = join(dir, 'package.json')
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
    const fields = [manifest.dependencies, manifest.devDependencies]
    if (words[0] === 'npm' && words[1] === 'uninstall') {
      for (const name of words.slice(2)) {
        const field = fields.find((x) => x && name in x)
        expect(field, `${command}: ${name} is in package.json`).toBeDefined()
        delete field![name]
      }
      writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
      return
    }
    if (words[0] === 'npm' && words[1] === 'install') {
      for (const field of fields)
        for (const name of Object.keys(field ?? {})) {
          const version = lockedVersion(name)
          if (!named.has(name) && version) field![name] = version
        }
      writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)
      await run(
        'npm',
        [
          'install',
          '--prefer-offline',
          '--no-audit',
          '--no-fund',
          ...words.slice(2).map((word) => tarballs[word] ?? word),
        ],
        { cwd: dir, timeoutMs: 600_000 },
      )
      return
    }
    if (words[0] === 'npx') {
      await run('npx', ['--no', ...words.slice(1)], {
        cwd: dir,
        timeoutMs: 300_000,
      })
      return
    }
    throw new Error(`The test does not know how to run \`${command}\``)
  }

  test("each guide's diffs and commands, as written: no import of the old kit is left, and the guide's tsc and vite build pass", async () => {
    await Promise.all(
      guides.map(async ({ page, app, kit }) => {
        const guide = readGuide(page, readFileSync(join(root, page), 'utf8'))
        expect(guide.diffs.length, `${page} has diffs`).toBeGreaterThan(0)
        expect(guide.commands).toContain('npx tsc --noEmit')
        expect(guide.commands).toContain('npx vite build')
        const dir = appDir(app)
        cpSync(join(root, 'test', 'migration', app), dir, { recursive: true })
        for (const diff of guide.diffs) {
          const path = join(dir, diff.path)
          expect(existsSync(path), `${diff.source}: ${diff.path}`).toBe(true)
          writeFileSync(path, applyGuideDiff(readFileSync(path, 'utf8'), diff))
        }
        const named = new Set(
          guide.commands
            .filter((x) => x.startsWith('npm install '))
            .flatMap((x) => x.split(/\s+/).slice(2))
            .filter((x) => !x.startsWith('-'))
            .map(packageOf),
        )
        for (const command of guide.commands)
          await stage(`${app}: ${command}`, () =>
            runGuideCommand(dir, command, named),
          )
        const importsOfKit = new RegExp(`['"]${kit}(/[^'"]*)?['"]`)
        expect(
          sourceFiles(dir)
            .filter((file) => importsOfKit.test(readFileSync(file, 'utf8')))
            .map((file) => relative(dir, file)),
          `files of ${app} that still import ${kit}`,
        ).toEqual([])
        const manifest = JSON.parse(
          readFileSync(join(dir, 'package.json'), 'utf8'),
        ) as Manifest
        expect({
          ...manifest.dependencies,
          ...manifest.devDependencies,
        }).not.toHaveProperty([kit])
        expect(existsSync(join(dir, 'dist', 'index.html'))).toBe(true)
      }),
    )
  }, 1_200_000)

  test('in Chromium, each migrated app: the visitor connects the Dev wallet and sees the account', async () => {
    ;[anvil, browser] = await Promise.all([
      startAnvil({ chainId: 1 }), // mainnet's stand-in
      launchChromium(),
    ])
    const inject = await buildInjectScript({
      chains: [{ id: 1, name: 'Ethereum', rpcUrl: anvil.rpcUrl }],
      ethereum: false,
      eip6963: [{ name: 'Dev wallet', rdns: 'dev.latch.wallet' }],
    })
    for (const { app, connect } of guides) {
      const dist = join(appDir(app), 'dist')
      expect(existsSync(join(dist, 'index.html')), `${app} was built`).toBe(
        true,
      )
      server = await startAppServer({ dir: dist, nodes: {} })
      const context = await browser.newContext()
      const offMachine = await stopOffMachine(context, anvil.rpcUrl)
      await context.addInitScript({ content: inject })
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await stage(`${app}: load → connected`, async () => {
        await page.goto(server!.url)
        await page.getByRole('button', connect).waitFor({ timeout: 15_000 })
        offMachine.clicked = true
        await page.getByRole('button', connect).click()
        await page
          .getByRole('dialog', { name: 'Connect a wallet' })
          .getByRole('button', { name: /^Dev wallet/ })
          .click({ timeout: 15_000 })
        await page
          .getByText(`Connected as ${account}`)
          .waitFor({ timeout: 20_000 })
      })
      // The header's ConnectButton shows the account.
      await page
        .getByRole('banner')
        .getByRole('button', { name: shortAccount })
        .waitFor({ timeout: 20_000 })
      expect(errors, `${app}: errors in the page`).toEqual([])
      // As Latch's own quick start: nothing off the machine before the click.
      expect(
        offMachine.requests.filter((request) => !request.clicked),
        `${app}: requests off the machine before the click`,
      ).toEqual([])
      await context.close()
      await server.stop()
      server = undefined
    }
  }, 180_000)
})
