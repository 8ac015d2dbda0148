import { defineConfig } from 'vitest/config'

/**
 * Runs the budgets test alone (`npx vitest run --config bench/vitest.config.ts`)
 * until the root config's `node` project includes `bench/**\/*.test.ts`.
 */
export default defineConfig({
  test: {
    name: 'bench',
    environment: 'node',
    include: ['bench/**/*.test.ts'],
    root: new URL('..', import.meta.url).pathname,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
