import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * Helpers of `consumer.serial.test.ts`: a third party's Vite + React + TypeScript
 * app, laid out as Vite's `react-ts` template lays one out, whose code is the
 * README's quick start, installed from the packed packages.
 */

export const root = join(import.meta.dirname, '..')

/** The README's quick start: its install command and its two files. */
export type QuickStart = {
  /** What follows `npm install` in the quick start's `sh` block, word by word, as written. */
  install: string[]
  /** `src/main.tsx`: the quick start's `tsx` block. */
  main: string
  /** `vite.config.ts`: the quick start's `ts` block. */
  viteConfig: string
}

/** Reads the quick start from the README's "## Quick start" section. */
export function readQuickStart(readme: string): QuickStart {
  const section = /^## Quick start\n([\s\S]*?)(?=^#{1,2} |(?![\s\S]))/m.exec(
    readme,
  )?.[1]
  if (!section) throw new Error('README.md has no "## Quick start" section')
  const blocks = (lang: string) =>
    [...section.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)]
      .filter((match) => match[1] === lang)
      .map((match) => match[2]!)
  const one = (lang: string) => {
    const found = blocks(lang)
    if (found.length !== 1)
      throw new Error(
        `README.md's quick start has ${found.length} \`${lang}\` code blocks, not one`,
      )
    return found[0]!
  }
  const command = /^npm (?:install|i|add) (.+)$/m.exec(one('sh'))?.[1]
  if (!command)
    throw new Error("README.md's quick start has no `npm install` line")
  return {
    install: command.split(/\s+/).filter(Boolean),
    main: one('tsx'),
    viteConfig: one('ts'),
  }
}

/**
 * The README's `vite.config.ts` without the `latch()` plugin: the same app
 * as a dapp would build it without the plugin.
 */
export function withoutLatchPlugin(viteConfig: string): string {
  const plain = viteConfig
    .replace(/^import \{ latch \} from '@latch\/core\/vite'\n/m, '')
    .replace(/,\s*latch\(\)|\blatch\(\),\s*/, '')
  if (plain === viteConfig || /\blatch\b/.test(plain))
    throw new Error(
      `Cannot take latch() out of the quick start's vite.config.ts:\n${viteConfig}`,
    )
  return plain
}

/** The versions of the repository's own install (its lockfile). */
export function lockedVersions(
  names: readonly string[],
): Record<string, string> {
  const lock = JSON.parse(
    readFileSync(join(root, 'package-lock.json'), 'utf8'),
  ) as { packages: Record<string, { version?: string }> }
  const manifest = JSON.parse(
    readFileSync(join(root, 'package.json'), 'utf8'),
  ) as { devDependencies?: Record<string, string> }
  return Object.fromEntries(
    names.map((name) => {
      const version =
        lock.packages[`node_modules/${name}`]?.version ??
        manifest.devDependencies?.[name]
      if (!version)
        throw new Error(`${name} is not in the repository's package-lock.json`)
      return [name, version]
    }),
  )
}

export type ConsumerAppParameters = {
  /** The packed packages: `file:` paths by package name. */
  tarballs: Record<string, string>
  quickStart: QuickStart
}

/**
 * What Vite's template lists besides the README's install line: React (any
 * 19, so the newest the registry serves), and the build tools, at the
 * repository's own versions.
 */
const templateDependencies = ['react', 'react-dom']
const templateDevDependencies = [
  'vite',
  '@vitejs/plugin-react',
  'typescript',
  '@types/react',
  '@types/react-dom',
]

/**
 * The arguments of the README's install command, run as written: its words
 * in order, unpinned, the registry answering for all but Latch's own
 * packages, which are not published and come from their tarballs.
 */
export function installArguments(
  quickStart: QuickStart,
  tarballs: Record<string, string>,
): string[] {
  return [
    'install',
    '--no-audit',
    '--no-fund',
    ...quickStart.install.map((word) => tarballs[word] ?? word),
  ]
}

/**
 * Writes the app: Vite's `react-ts` template (index.html, package.json,
 * tsconfig.json with the template's strict options, src/vite-env.d.ts),
 * with the quick start's `src/main.tsx` and `vite.config.ts`, and a
 * build-time `src/headers.ts` over `@latch/core/csp`. Its
 * dependencies are the template's (the README's install line adds its own:
 * `installArguments`); `@latch/devnet` is a dev dependency (its tests'
 * wallet), and so is `@latch/siwe` (a backend's, whose entries the API
 * test loads).
 */
export function writeConsumerApp(
  dir: string,
  { tarballs, quickStart }: ConsumerAppParameters,
): void {
  const versions = lockedVersions(templateDevDependencies)
  const devDependencies = Object.fromEntries(
    [...templateDevDependencies, '@latch/devnet', '@latch/siwe']
      .sort()
      .map((name) => [name, tarballs[name] ?? versions[name]!]),
  )
  // The template's range: npm takes the newest React 19 the registry serves.
  const dependencies = Object.fromEntries(
    templateDependencies.map((name) => [name, '^19.0.0']),
  )
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(
      {
        name: 'my-dapp',
        private: true,
        version: '0.0.0',
        type: 'module',
        scripts: {
          dev: 'vite',
          build: 'tsc -b && vite build',
          preview: 'vite preview',
        },
        dependencies,
        devDependencies,
      },
      null,
      2,
    )}\n`,
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/vite.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Vite + React + TS</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'public/vite.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path fill="#646cff" d="M2 4h28L16 30z"/></svg>\n',
    // The template's `tsconfig.app.json` options, over the app and its Vite
    // config (the template splits them in two project references).
    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          useDefineForClassFields: true,
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          types: ['vite/client'],
          skipLibCheck: true,
          moduleResolution: 'bundler',
          allowImportingTsExtensions: true,
          verbatimModuleSyntax: true,
          moduleDetection: 'force',
          noEmit: true,
          jsx: 'react-jsx',
          strict: true,
          noUnusedLocals: true,
          noUnusedParameters: true,
          erasableSyntaxOnly: true,
          noFallthroughCasesInSwitch: true,
          noUncheckedSideEffectImports: true,
        },
        include: ['src', 'vite.config.ts'],
      },
      null,
      2,
    )}\n`,
    'src/vite-env.d.ts': '/// <reference types="vite/client" />\n',
    'src/main.tsx': quickStart.main,
    // A build-time module as docs/deploying.md writes one: the headers of
    // the page's config, from the server-side entry `@latch/core/csp`.
    'src/headers.ts': `import { createLatchConfig } from '@latch/core'
import { headerFiles, securityHeaders } from '@latch/core/csp'
import { mainnet } from 'viem/chains'

export const files = headerFiles(
  securityHeaders(createLatchConfig({ appName: 'My dapp', chains: [mainnet] })),
)
`,
    'vite.config.ts': quickStart.viteConfig,
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
}

/**
 * The environment of the commands run in the app: this process's, without
 * what Vitest and npm (when the test runs under `npm test`) set for
 * themselves, so that `npm install` finds the app's root (not this
 * repository's) and `vite build` builds for production.
 */
export function consumerEnv(): NodeJS.ProcessEnv {
  const kept =
    /^npm_config_(cache|registry|userconfig|cafile|strict_ssl|proxy|https_proxy|noproxy|.*:registry)$/i
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        key !== 'NODE_ENV' &&
        key !== 'INIT_CWD' &&
        !/^(VITEST|IS_VITEST|TEST$)/.test(key) &&
        (!/^npm_/i.test(key) || kept.test(key)),
    ),
  )
}

/** The commands still running (killed by their pid when the test ends). */
export const running = new Set<ChildProcess>()

/**
 * Runs a command to its end and returns its standard output; throws with the
 * end of its output (both streams) when it fails (exits with a code not in
 * `exitCodes`, 0 by default) or outlives `timeoutMs`.
 */
export function run(
  command: string,
  args: readonly string[],
  {
    cwd,
    timeoutMs,
    exitCodes = [0],
  }: { cwd: string; timeoutMs: number; exitCodes?: readonly number[] },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: consumerEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    running.add(child)
    let output = ''
    let stdout = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    const timer = setTimeout(() => {
      output += `\n(killed after ${timeoutMs / 1_000} s)`
      if (child.pid) process.kill(child.pid, 'SIGKILL')
    }, timeoutMs)
    const fail = (reason: string) =>
      reject(
        new Error(
          `${[command, ...args].join(' ')} (in ${cwd}) ${reason}:\n${output.trim().split('\n').slice(-40).join('\n')}`,
        ),
      )
    child.once('error', (error) => {
      clearTimeout(timer)
      running.delete(child)
      fail(error.message)
    })
    child.once('close', (code, signal) => {
      clearTimeout(timer)
      running.delete(child)
      if (code !== null && exitCodes.includes(code)) resolve(stdout)
      else fail(`failed (${code ?? signal})`)
    })
  })
}

/** Kills the commands still running (a test that timed out). */
export function killRunning(): void {
  for (const child of running)
    if (child.pid && child.exitCode === null) process.kill(child.pid, 'SIGKILL')
  running.clear()
}
