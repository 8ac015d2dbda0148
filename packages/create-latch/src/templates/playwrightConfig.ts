/**
 * The created app's playwright.config.ts: `npm test` starts the dev server
 * (and with it the devnet) on a free loopback port, reads the port it
 * printed, runs the tests in Chromium, and stops the server.
 */
export function playwrightConfig(parameters: {
  /** The dev server's command, asked for a free port. */
  command: string
  /** What the server prints once it serves (a RegExp's source), the port in `latch_app_port`. */
  ready: string
}): string {
  return `import { defineConfig } from '@playwright/test'

export default defineConfig({
  testDir: 'e2e',
  // \`next dev\` compiles a page on its first request.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    // Playwright's own Chromium (npx playwright install chromium), or the
    // one CHROMIUM_PATH names.
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || undefined },
    navigationTimeout: 120_000,
  },
  webServer: {
    command: '${parameters.command}',
    // Its port, for the tests: process.env.LATCH_APP_PORT.
    wait: {
      stdout: new RegExp(
        String.raw\`${parameters.ready}\`,
      ),
    },
    timeout: 300_000,
    // Stopped as Ctrl-C would, so it stops the devnet with it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})
`
}
