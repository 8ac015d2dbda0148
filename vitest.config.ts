import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Vitest's default is one worker per core less one: on two cores, one file at
// a time. The happy-dom files wait on anvil, the relay and timers as much as
// they compute, so they run two at a time even there (back to back, alone:
// unit 193 → 128 s, integration 116 → 78 s). The node files (package builds,
// npm installs, servers on the repository's folders) keep the default, in a
// group of their own after them: two at a time, budgets.test's builds timed
// out beside consumer.test's installs.
const domWorkers = Math.max(2, availableParallelism() - 1)
const setupFiles = ['scripts/vitestDomSetup.ts']

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          setupFiles,
          maxWorkers: domWorkers,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/web/src/**/*.test.{ts,tsx}',
          ],
          exclude: [
            '**/*.integration.test.{ts,tsx}',
            'packages/devnet/**',
            '**/*.node.test.{ts,tsx}',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'happy-dom',
          setupFiles,
          maxWorkers: domWorkers,
          include: [
            'packages/*/src/**/*.integration.test.{ts,tsx}',
            'apps/web/src/**/*.integration.test.{ts,tsx}',
          ],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          sequence: { groupOrder: 1 },
          include: [
            'packages/devnet/**/*.test.ts',
            'packages/*/src/**/*.node.test.{ts,tsx}',
            'apps/web/test/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**'],
      exclude: ['**/*.test.*'],
      reporter: ['text-summary', 'json-summary'],
    },
  },
})
