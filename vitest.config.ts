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

// A happy-dom worker keeps the modules one file loaded for the next
// (`isolate: false`): each file no longer loads Latch's source again, and
// the two projects took 99 s instead of 235. The files below hold what
// happens the first time in a page (code fetched on demand, the visitor's
// first act, the wallets announced, a module mocked), which a file before
// them would have done already: they keep modules of their own (`unit:fresh`,
// `integration:fresh`). Found by running the others in shuffled orders
// (`--sequence.shuffle.files`); a file that fails only after another belongs
// here.
const freshModules = [
  'apps/web/src/prerender/firstPaintScript.test.ts',
  'packages/core/src/actions/getWalletOptions.test.ts',
  'packages/core/src/connectors/hostileWallet.property.test.ts',
  'packages/react/src/components/AccountButton/AccountButton.test.tsx',
  'packages/react/src/components/AddToken/AddToken.test.tsx',
  'packages/react/src/components/Avatar/Avatar.test.tsx',
  'packages/react/src/components/ConnectButton/ConnectButton.test.tsx',
  'packages/react/src/components/ConnectDialog/ConnectDialog.test.tsx',
  'packages/react/src/components/ConnectDialog/ConnectDialog.walletConnect.test.tsx',
  'packages/react/src/components/SignMessage/SignMessage.test.tsx',
  'packages/react/src/dialogs/dialogs.focus.test.tsx',
  'packages/react/src/prerender/storedAccountScript.test.tsx',
]
const freshIntegration = [
  'packages/core/src/connectors/createWalletConnectProvider.relay.integration.test.ts',
  'packages/core/src/connectors/walletConnect.integration.test.ts',
  'packages/core/src/connectors/walletConnect.relay.integration.test.ts',
  'packages/core/src/connectors/walletConnect.siwe.relay.integration.test.ts',
  'packages/core/src/session/syncTabs.integration.test.ts',
  'packages/core/src/wallets/baseAccount.integration.test.ts',
]
const unitFiles = {
  include: [
    'packages/*/src/**/*.test.{ts,tsx}',
    'apps/web/src/**/*.test.{ts,tsx}',
  ],
  exclude: [
    '**/*.integration.test.{ts,tsx}',
    'packages/devnet/**',
    '**/*.node.test.{ts,tsx}',
  ],
}
const integrationFiles = [
  'packages/*/src/**/*.integration.test.{ts,tsx}',
  'apps/web/src/**/*.integration.test.{ts,tsx}',
]
const dom = {
  environment: 'happy-dom',
  setupFiles,
  maxWorkers: workers,
} as const
const integrationTimeouts = { testTimeout: 30_000, hookTimeout: 30_000 }

export default defineConfig({
  plugins: [react()],
  test: {
    sequence: { sequencer: HeavyApartSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          ...dom,
          isolate: false,
          include: unitFiles.include,
          exclude: [...unitFiles.exclude, ...freshModules],
        },
      },
      {
        extends: true,
        test: { name: 'unit:fresh', ...dom, include: freshModules },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          ...dom,
          isolate: false,
          include: integrationFiles,
          exclude: freshIntegration,
          ...integrationTimeouts,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration:fresh',
          ...dom,
          include: freshIntegration,
          ...integrationTimeouts,
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
