import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import {
  defineConfig,
  type TestProjectInlineConfiguration,
} from 'vitest/config'
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

/**
 * The happy-dom files run in one page a worker, one after the other, on one
 * module graph (`isolate: false`): each file loaded the stack afresh and set
 * up a page of its own, which was about half of the two projects' time. In
 * fresh-clone CI runs, the happy-dom files took 189 s isolated (run 19) and
 * 106 s this way, the files of `freshModules` still isolated (run 21);
 * locally, 170–194 s against 82–111 s. Each file
 * still starts on a blank page (`scripts/vitestDomSetup.ts`: no elements,
 * storage, cookies or wallet, a BroadcastChannel of its own, what it
 * rendered unmounted after it).
 *
 * The files in `freshModules` test what a first load does, so they get
 * their own module graph (a project of their own, isolated): each is named
 * with the state it needs.
 */
const freshModules = [
  // Replaces a hook with `vi.mock`: a module graph shared with other files
  // has the real one already.
  'packages/react/src/components/SignMessage/SignMessage.test.tsx',
  'packages/react/src/components/AddToken/AddToken.test.tsx',
  // The ENS name normaliser (ENSIP-15) not loaded yet.
  'packages/react/src/prerender/storedAccountScript.test.tsx',
  'packages/react/src/components/AccountButton/AccountButton.test.tsx',
  'packages/react/src/LatchProvider.restoredCache.test.tsx',
  // The dialogs' code not loaded yet.
  'packages/react/src/dialogs/dialogs.focus.test.tsx',
  // Base Account's SDK not downloaded yet, or its popup's state (kept in
  // its modules) its own.
  'packages/core/src/wallets/baseAccount.integration.test.ts',
  'packages/react/src/components/ConnectDialog/ConnectDialog.baseAccount.integration.test.tsx',
  'packages/core/src/siwe/createSiweClient.integration.test.ts',
  // No language catalogue but English loaded yet.
  'packages/react/src/LatchProvider.test.tsx',
  // No Sign-In with Ethereum texts but English loaded yet.
  'packages/react/src/components/SignIn/SignIn.test.tsx',
  // The visitor has not acted yet (no third party before it).
  'packages/react/src/components/Avatar/Avatar.test.tsx',
]

for (const file of freshModules)
  if (!existsSync(new URL(file, import.meta.url)))
    throw new Error(`vitest.config.ts: freshModules lists ${file}, not a file`)

type DomProject = {
  name: string
  include: string[]
  exclude?: string[]
  testTimeout?: number
  hookTimeout?: number
}

/** A happy-dom project on one module graph a worker, and its fresh files. */
function domProjects({
  name,
  include,
  exclude = [],
  ...timeouts
}: DomProject): TestProjectInlineConfiguration[] {
  const test = {
    environment: 'happy-dom' as const,
    setupFiles,
    maxWorkers: workers,
    ...timeouts,
  }
  return [
    {
      extends: true as const,
      test: {
        ...test,
        name,
        isolate: false,
        include,
        exclude: [...exclude, ...freshModules],
      },
    },
    {
      extends: true as const,
      test: {
        ...test,
        name: `${name} (fresh modules)`,
        include: freshModules.filter(
          (file) => file.includes('.integration.') === (name === 'integration'),
        ),
      },
    },
  ]
}

export default defineConfig({
  plugins: [react()],
  test: {
    // Measured when each happy-dom file loaded the stack afresh (one module
    // graph a file; the files of `freshModules` still do, and each worker's
    // first file): pre-bundled, viem, wagmi, TanStack Query and React DOM
    // are a few files instead of some thousand: the two projects' import
    // time halved (163 → 82 s in all, one local run each) and they took
    // 194 s instead of 232 (157 s in the fresh-clone CI run 16). Left out:
    // WalletConnect's SDK (bundled, it takes the browser's WebSocket and
    // fails against the relay) and react-dom/server (Node's `util`). The
    // pool stays processes, not worker threads: in threads of one process,
    // Node's BroadcastChannel (happy-dom has none) carried one file's
    // tabs-in-step messages to another's page as it ran, which followed a
    // disconnect it never made (files one after the other in a process get
    // channel names of their own: `scripts/vitestDomSetup.ts`).
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
      ...domProjects({
        name: 'unit',
        include: [
          'packages/*/src/**/*.test.{ts,tsx}',
          'apps/web/src/**/*.test.{ts,tsx}',
        ],
        exclude: [
          '**/*.integration.test.{ts,tsx}',
          'packages/devnet/**',
          '**/*.node.test.{ts,tsx}',
        ],
      }),
      ...domProjects({
        name: 'integration',
        include: [
          'packages/*/src/**/*.integration.test.{ts,tsx}',
          'apps/web/src/**/*.integration.test.{ts,tsx}',
        ],
        testTimeout: 30_000,
        hookTimeout: 30_000,
      }),
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
            'test/**/*.test.ts',
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
