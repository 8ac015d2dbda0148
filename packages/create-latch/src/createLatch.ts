import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import type { Readable, Writable } from 'node:stream'
import { CreateLatchUsageError } from './CreateLatchUsageError.ts'
import {
  type PackageManager,
  parseCreateArguments,
} from './parseCreateArguments.ts'
import { promptCreateOptions } from './promptCreateOptions.ts'
import { nextTemplate } from './templates/nextTemplate.ts'
import { viteTemplate } from './templates/viteTemplate.ts'

/** Where `create-latch` runs: its arguments, folder and streams. */
export type CreateLatchParameters = {
  argv: readonly string[]
  cwd: string
  stdin: Readable & { isTTY?: boolean | undefined }
  stdout: Writable
  stderr: Writable
  /** `npm_config_user_agent`: the package manager that ran it. */
  userAgent?: string | undefined
}

const usage = `Usage: create-latch <directory> --template vite|next [options]

  --template, -t <name>    vite (Vite + React) or next (Next.js App Router)
  --siwe                   add Sign-In with Ethereum (@latch/siwe)
  --no-install             write the files only
  --package-manager <pm>   npm, pnpm or yarn (default: the one running this)
  --help, -h               this text

On a terminal, it asks for what is left out.
`

/**
 * `create-latch`: writes a Vite or Next.js app with Latch set up, installs
 * it, and prints the next commands. Resolves with the exit code: 0 done, 1
 * the install failed (the files are written), 2 a command line it refuses
 * (nothing written).
 */
export async function createLatch(
  parameters: CreateLatchParameters,
): Promise<number> {
  const { stdout, stderr } = parameters
  let options: ReturnType<typeof parseCreateArguments>
  try {
    options = parseCreateArguments(parameters.argv)
    if (options.help) {
      stdout.write(usage)
      return 0
    }
    if (options.template === undefined || options.directory === undefined) {
      if (!parameters.stdin.isTTY)
        throw new CreateLatchUsageError(
          'No terminal to ask on: give the directory and --template vite|next.',
        )
      options = await promptCreateOptions(options, parameters)
    }
  } catch (error) {
    if (!(error instanceof CreateLatchUsageError)) throw error
    stderr.write(`create-latch: ${error.shortMessage}\n\n${usage}`)
    return error.exitCode
  }
  const target = resolve(parameters.cwd, options.directory!)
  const packageManager =
    options.packageManager ?? packageManagerOf(parameters.userAgent)
  const problem = targetProblem(target)
  if (problem) {
    stderr.write(`create-latch: ${problem}\n`)
    return 2
  }
  const template = options.template === 'next' ? nextTemplate : viteTemplate
  const files = template({
    name: packageName(basename(target)),
    siwe: options.siwe,
    packageManager,
  })
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(target, path)), { recursive: true })
    writeFileSync(join(target, path), text)
  }
  const shown = relative(parameters.cwd, target) || '.'
  stdout.write(
    `Created ${shown}: ${options.template === 'next' ? 'Next.js' : 'Vite'} with Latch${options.siwe ? ' and Sign-In with Ethereum' : ''}.\n`,
  )
  if (options.install) {
    stdout.write(`Installing with ${packageManager}…\n`)
    const code = await install(packageManager, target)
    if (code !== 0) {
      stderr.write(
        `create-latch: ${packageManager} install failed (${code}); the app is written: run it again in ${shown}.\n`,
      )
      return 1
    }
  }
  const run = (script: string) =>
    packageManager === 'npm'
      ? `npm run ${script}`
      : `${packageManager} ${script}`
  stdout.write(`
Next:
  cd ${shown.includes(' ') ? `'${shown}'` : shown}
${options.install ? '' : `  ${packageManager} install\n`}  ${run('dev')}     the app on the devnet, with the Dev wallet
  ${packageManager === 'npm' ? 'npm test' : run('test')}        the Playwright test of the connect flow
`)
  return 0
}

/** Why the app cannot go at `target`, or `undefined`. */
function targetProblem(target: string): string | undefined {
  if (!existsSync(target)) return undefined
  if (!statSync(target).isDirectory())
    return `${target} is a file: choose another directory.`
  if (readdirSync(target).length > 0)
    return `${target} is not empty: choose a new or empty directory.`
  return undefined
}

/** npm's rules for a package name, from a directory's. */
function packageName(directory: string): string {
  const name = directory
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '')
  return name || 'my-dapp'
}

/** The package manager in `npm_config_user_agent` (`pnpm/9.0.0 …`), else npm. */
function packageManagerOf(userAgent: string | undefined): PackageManager {
  const name = userAgent?.split('/')[0]
  return name === 'pnpm' || name === 'yarn' ? name : 'npm'
}

/** Runs `<pm> install` in the app, its output shown; resolves its exit code. */
function install(packageManager: PackageManager, cwd: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(packageManager, ['install'], {
      cwd,
      stdio: 'inherit',
      // npm.cmd and the like on Windows.
      shell: process.platform === 'win32',
    })
    child.once('error', () => resolve(127))
    child.once('exit', (code) => resolve(code ?? 1))
  })
}
