import { execFileSync } from 'node:child_process'
import { defineConfig } from '@playwright/test'

/** Debian's Chromium (Playwright's own browser download cannot work here). */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  for (const name of ['chromium', 'chromium-browser', 'google-chrome'])
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`])
        .toString()
        .trim()
    } catch {}
  throw new Error(
    'No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.',
  )
}

/**
 * The files with a group of tests that run one after the other (`mode:
 * 'serial'`: one account's nonces, one build of apps/next), the longest
 * first: a project each, listed before the rest, so their groups start
 * first, each on a worker, while the other tests fill in around them. Last
 * in file order, the transactions' 79-s group ran alone at the end of a CI
 * run, the other worker idle.
 */
const serialGroups = ['transactions', 'next', 'hostile']
const file = (name: string) => `**/${name}.spec.ts`

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/globalSetup.ts',
  projects: [
    ...serialGroups.map((name) => ({ name, testMatch: file(name) })),
    { name: 'e2e', testIgnore: serialGroups.map(file) },
  ],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // A failed test's trace keeps its actions, network, console and
    // sources, and Playwright adds the page's ARIA snapshot to the error; no
    // screencast and no DOM snapshots, which every passing test recorded
    // too. On 2 cores, capturing and encoding a frame for every animation
    // frame (a spinner while WalletConnect's SDK starts) starved the page and
    // tripled the time to the QR code; the DOM snapshots, one before and
    // after each action, added 13 % to the test time (languages, journey
    // and hostile: 415.6 s with them, 367.3 without, 357.0 with no trace).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
