import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'

/**
 * `unit` and `integration` run in happy-dom, a worker's files on one module
 * graph, each on a blank page (scripts/vitestDomSetup.ts); those named
 * `*.fresh.test.tsx` / `*.fresh.integration.test.tsx` test a first load and
 * get their own. `serial` (`*.serial.test.ts`, minutes of both cores each)
 * runs a file at a time after the rest; the others two at a time, even on
 * two cores (they wait as much as they compute).
 */
const maxWorkers = Math.max(2, availableParallelism() - 1)
const src = (name: string) =>
  ['packages/*/src', 'apps/web/src'].map((dir) => `${dir}/**/${name}`)
const not = (...patterns: string[]) => [...configDefaults.exclude, ...patterns]
const inNode = ['packages/devnet/**', '**/*.node.test.*']
const long = { environment: 'node', testTimeout: 60_000, hookTimeout: 180_000 }
const slow = { testTimeout: 30_000, hookTimeout: 30_000 }
const dom = (name: string, include: string[], test: object = {}) => ({
  name,
  include,
  isolate: name.endsWith('(fresh modules)'),
  environment: 'happy-dom',
  setupFiles: ['scripts/vitestDomSetup.ts'],
  ...(name.startsWith('integration') ? slow : {}),
  ...test,
})
// Pre-bundled for happy-dom; not WalletConnect's SDK (bundled, it takes the
// browser's WebSocket) nor react-dom/server (it needs Node's `util`).
const prebundled =
  'viem viem/chains viem/actions viem/accounts viem/siwe viem/ens @wagmi/core @wagmi/core/query wagmi @tanstack/query-core @tanstack/react-query @testing-library/react react-dom react-dom/client @coinbase/wallet-sdk qrcode'
const inNodeDirs =
  'apps/web/test apps/docs/scripts apps/docs/src scripts test bench packages/devnet'.split(
    ' ',
  )

export default defineConfig({
  plugins: [react()],
  test: {
    deps: {
      optimizer: { client: { enabled: true, include: prebundled.split(' ') } },
    },
    projects: [
      dom('unit', src('*.test.{ts,tsx}'), {
        exclude: not(...inNode, '**/*.integration.*', '**/*.fresh.*'),
      }),
      dom('unit (fresh modules)', src('*.fresh.test.{ts,tsx}'), {
        exclude: not(...inNode),
      }),
      dom('integration', src('*.integration.test.{ts,tsx}'), {
        exclude: not('**/*.fresh.*'),
      }),
      dom('integration (fresh modules)', src('*.fresh.integration.*')),
      {
        name: 'node',
        include: [
          ...inNodeDirs.map((dir) => `${dir}/**/*.test.ts`),
          ...src('*.node.test.{ts,tsx}'),
        ],
        exclude: not('**/*.serial.test.ts'),
        sequence: { groupOrder: 1 },
        ...long,
      },
      {
        name: 'serial',
        include: ['**/*.serial.test.ts'],
        maxWorkers: 1,
        fileParallelism: false,
        sequence: { groupOrder: 2 },
        ...long,
      },
    ].map((test) => ({ extends: true, test: { maxWorkers, ...test } })),
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**'],
      exclude: ['**/*.test.*'],
      reporter: ['text-summary', 'json-summary'],
    },
  },
})
