import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { HeavyApartSequencer } from './scripts/heavyApartSequencer.ts'

// Vitest's default is one worker per core less one: on two cores, one file at
// a time. The happy-dom files wait on anvil, the relay and timers as much as
// they compute, so they run two at a time even there (back to back, alone:
// unit 193 → 128 s, integration 116 → 78 s). The node files (package builds,
// npm installs, servers on the repository's folders) run in a group of their
// own after them, two at a time too, except the heavy ones (those calling
// `oneHeavyFileAtATime()`: consumer, budgets and documentedCommands, 254 of
// the project's 350 s one file at a time), which run one after the other
// (two at once, budgets.test's builds timed out beside consumer.test's
// installs) while the other worker takes the light files, spread among them
// by `HeavyApartSequencer`: the project then lasts as long as its heavy files
// (measured twice, the machine shared: 417 s with the heavy files 406 of it,
// 540 s with 497 of it; the light files, ~96 s one at a time, hidden).
const workers = Math.max(2, availableParallelism() - 1)
const setupFiles = ['scripts/vitestDomSetup.ts']

export default defineConfig({
  plugins: [react()],
  test: {
    // The happy-dom files each load the stack afresh (one module graph a
    // file). Pre-bundled, viem, wagmi, TanStack Query and React DOM are a
    // few files instead of some thousand: the two projects' import time
    // halved (163 → 82 s in all, one local run each) and they took 194 s
    // instead of 232 (157 s in the fresh-clone CI run 16). Left out: WalletConnect's SDK (bundled, it takes the browser's
    // WebSocket and fails against the relay) and react-dom/server (Node's
    // `util`). The pool stays one process a file: in worker threads of one
    // process, Node's BroadcastChannel (happy-dom has none) carried one
    // file's tabs-in-step messages to another's page, which followed a
    // disconnect it never made.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'viem',
            'viem/chains',
            'viem/actions',
            'viem/accounts',
            'viem/siwe',
            'viem/ens',
            '@wagmi/core',
            '@wagmi/core/query',
            'wagmi',
            '@tanstack/query-core',
            '@tanstack/react-query',
            '@testing-library/react',
            'react-dom',
            'react-dom/client',
            '@coinbase/wallet-sdk',
            'qrcode',
          ],
        },
      },
    },
    sequence: { sequencer: HeavyApartSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          setupFiles,
          maxWorkers: workers,
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
          maxWorkers: workers,
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
          maxWorkers: workers,
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
