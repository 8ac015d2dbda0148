import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import config from '../../playwright.config.ts'
import { type LighthouseSample, lighthouseSample } from './lighthouseSample.ts'
import { lastLines, runCommand } from './runCommand.ts'

/**
 * The bench's own Lighthouse (`bench/lighthouse/package.json`), installed on
 * first use like a peer app, never by the root's `npm install` (CI's).
 */
export const lighthouseDir = fileURLToPath(
  new URL('../lighthouse/', import.meta.url),
)

/**
 * Chromium's flags for Lighthouse: headless, and a dead proxy (a closed
 * loopback port) for everything but loopback, so that nothing the page or
 * the browser tries leaves the machine (Lighthouse's `--blocked-url-patterns`
 * takes wildcards only, and could not let loopback through while blocking the
 * rest). Lighthouse's launcher adds its own quiet defaults (no background
 * networking, no component updates, no sync).
 */
export const lighthouseChromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=127.0.0.1;localhost;[::1]',
]

/**
 * Runs Lighthouse once on a page, as a child process with the end-to-end
 * tests' Chromium, on its mobile defaults (a phone's screen, simulated slow
 * 4G and 4× CPU slowdown): performance, accessibility and best practices.
 */
export async function runLighthouse(url: string): Promise<LighthouseSample> {
  const chromium = config.use?.launchOptions?.executablePath
  if (!chromium) throw new Error('playwright.config.ts names no Chromium')
  const cli = join(
    lighthouseDir,
    'node_modules',
    'lighthouse',
    'cli',
    'index.js',
  )
  const dir = mkdtempSync(join(tmpdir(), 'latch-lighthouse-'))
  const output = join(dir, 'report.json')
  try {
    const run = await runCommand(
      process.execPath,
      [
        cli,
        url,
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices',
        `--chrome-flags=${lighthouseChromeFlags.join(' ')}`,
        // Its Node side sends nothing either: no error reports.
        '--no-enable-error-reporting',
        '--quiet',
      ],
      lighthouseDir,
      4 * 60_000,
      { CHROME_PATH: chromium },
    )
    if (existsSync(output))
      return lighthouseSample(JSON.parse(readFileSync(output, 'utf8')))
    return {
      ...lighthouseSample(null),
      error: `lighthouse exited with ${run.code}: ${lastLines(run.output, 3)}`,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
