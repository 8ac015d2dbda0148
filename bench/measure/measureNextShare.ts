import { spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { freePort } from '@latch/devnet/internal'
import type { Browser } from 'playwright-core'
import { nextAppTsconfig } from '../../packages/create-latch/src/templates/nextAppTsconfig.ts'
import { collectDocFiles } from '../../test/docExamples.ts'
import { writeFiles } from '../../test/writeFiles.ts'

export type NextShare = {
  /** gzip bytes of the JS the docs' Next.js page loads before a click. */
  pageGzip: number
  /** The same for a bare Next.js page (a layout, a page with a button). */
  bareGzip: number
  /** Latch's share: the difference. */
  latchGzip: number
  /** Each `next build`, in seconds. */
  buildSeconds: { page: number; bare: number }
}

const root = fileURLToPath(new URL('../../', import.meta.url))
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')

/**
 * Latch's share of a Next.js page: the App Router app docs/nextjs.md writes
 * out (read at build time, nothing copied), built with `next build` and
 * served by `next start`, against a bare Next.js page; each loaded in
 * Chromium, the JS it fetched before any click summed gzip (level 9). Both
 * are built inside the repository (`bench/results/`), so Latch's packages
 * resolve to the workspace's sources, which Next.js compiles
 * (`transpilePackages`; and no type check, the consumer test's: the two
 * changes to the docs' `next.config.ts`).
 */
export async function measureNextShare(
  browser: Browser,
  resultsDir: string,
): Promise<NextShare> {
  const markdown = readFileSync(join(root, 'docs', 'nextjs.md'), 'utf8')
  const files = Object.fromEntries(
    [...collectDocFiles([{ page: 'docs/nextjs.md', markdown }])].map(
      ([path, file]) => [path, file.text],
    ),
  )
  const config = files['next.config.ts']
  const opening = 'const nextConfig: NextConfig = {'
  if (!config?.includes(opening))
    throw new Error(`docs/nextjs.md's next.config.ts has no \`${opening}\``)
  files['next.config.ts'] = config.replace(
    opening,
    // Its type check is the consumer test's (on the packed packages).
    `${opening}\n  transpilePackages: ['@latch/core', '@latch/react'],\n  typescript: { ignoreBuildErrors: true },`,
  )
  const bare = {
    'app/layout.tsx': `import type { ReactNode } from 'react'

export default function RootLayout(props: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{props.children}</body>
    </html>
  )
}
`,
    'app/page.tsx': `export default function Page() {
  return (
    <header>
      <button type="button">Connect wallet</button>
    </header>
  )
}
`,
  }
  const page = await buildAndLoad(browser, join(resultsDir, 'next-page'), files)
  const floor = await buildAndLoad(browser, join(resultsDir, 'next-bare'), bare)
  return {
    pageGzip: page.gzip,
    bareGzip: floor.gzip,
    latchGzip: page.gzip - floor.gzip,
    buildSeconds: { page: page.buildSeconds, bare: floor.buildSeconds },
  }
}

async function buildAndLoad(
  browser: Browser,
  dir: string,
  files: Record<string, string>,
): Promise<{ gzip: number; buildSeconds: number }> {
  rmSync(dir, { recursive: true, force: true })
  // The workspace's sources import with their extensions.
  const tsconfig = nextAppTsconfig({
    target: 'ES2022',
    allowImportingTsExtensions: true,
  })
  const all = {
    ...files,
    'package.json': '{ "private": true }\n',
    'tsconfig.json': `${JSON.stringify(tsconfig, null, 2)}\n`,
  }
  writeFiles(dir, Object.entries(all))
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  delete (env as Record<string, string | undefined>).NODE_ENV
  const began = performance.now()
  await runNext(['build', dir], env)
  const buildSeconds = (performance.now() - began) / 1_000
  const port = await freePort()
  const server = spawn(
    process.execPath,
    [nextBin, 'start', dir, '--hostname', '127.0.0.1', '--port', String(port)],
    { env, stdio: 'ignore' },
  )
  try {
    const url = `http://127.0.0.1:${port}/`
    await waitFor(url)
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const bodies: Promise<Buffer>[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          bodies.push(response.body())
      })
      await page.goto(url)
      await page.waitForLoadState('networkidle')
      const gzip = (await Promise.all(bodies))
        .map((body) => gzipSync(body, { level: 9 }).length)
        .reduce((a, b) => a + b, 0)
      return { gzip, buildSeconds }
    } finally {
      await context.close()
    }
  } finally {
    server.kill('SIGTERM')
  }
}

function runNext(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (x) => (output += x))
    child.stderr.on('data', (x) => (output += x))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`next ${args[0]} failed (${code}):\n${output}`)),
    )
  })
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer in 60 s`)
}
