import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import {
  checkLayers,
  folderOf,
  importsOf,
  sourceFiles,
  walletDescriptorFiles,
} from './layers.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('the layer rules (ARCHITECTURE.md)', () => {
  test('hold over every source file of the packages, the apps, test support, the end-to-end suite, the bench and the tools', () => {
    const files = sourceFiles(root)
    expect(files.length).toBeGreaterThan(150)
    const folders = new Set(files.map(({ path }) => folderOf(path)))
    expect([...folders].sort()).toEqual([
      'apps/docs',
      'apps/next',
      'apps/web',
      'bench',
      'e2e',
      'packages',
      'scripts',
      'test',
    ])
    expect(checkLayers(files)).toEqual([])
  })

  // The checker itself: each rule, broken once, is reported.
  test.each([
    [
      'apps/web/src/x.ts',
      "import { a } from '@latch/core/src/config/x.ts'",
      'not a public entry',
    ],
    [
      'apps/web/src/x.ts',
      "import { a } from '../../../packages/core/src/index.ts'",
      'relative path into packages/core',
    ],
    [
      'apps/web/src/x.ts',
      "import { onFirstIntent } from '@latch/core/internal'",
      'for @latch/react only',
    ],
    [
      'packages/testing/src/x.test.ts',
      "import { restoreSession } from '@latch/core/internal'",
      'for @latch/react only',
    ],
    [
      'packages/siwe/src/x.ts',
      "import { freePort } from '@latch/devnet/internal'",
      "the workspace's tests and tools",
    ],
    [
      'apps/web/src/x.ts',
      "import { startDevnet } from '@latch/devnet'",
      '@latch/devnet/browser',
    ],
    [
      'packages/react/src/hooks/x.ts',
      "import x from '../../../core/src/x.ts'",
      'relative path into packages/core',
    ],
    [
      'packages/react/src/components/X/X.tsx',
      "import { useConfig } from 'wagmi'",
      'components use hooks',
    ],
    [
      'packages/react/src/components/X/X.tsx',
      "import { connectWallet } from '@latch/core'",
      'components use hooks',
    ],
    [
      'packages/core/src/x.ts',
      "import { useState } from 'react'",
      'knows no React',
    ],
    [
      'packages/devnet/src/x.ts',
      "import { createLatchConfig } from '@latch/core'",
      'stands alone',
    ],
    [
      'packages/core/src/x.ts',
      "import { a } from '@latch/testing'",
      'test harness',
    ],
    ['packages/core/src/actions/x.ts', 'config._internal.events', '_internal'],
    // The arrows between folders: each wrong way once.
    [
      'packages/devnet/src/contracts/compile.ts',
      "import { compileSolidity } from '../../../../scripts/compileSolidity.ts'",
      'packages never imports scripts',
    ],
    [
      'packages/core/src/query/x.integration.test.ts',
      "import { setPrimaryName } from '../../../../e2e/ensNames.ts'",
      'packages never imports e2e',
    ],
    [
      'packages/testing/src/x.ts',
      "import { productionBuild } from '../../../test/productionBuild.ts'",
      'packages never imports test',
    ],
    [
      'apps/web/scripts/start.ts',
      "import { serveUntilStopped } from '../../../scripts/serveUntilStopped.ts'",
      'apps/web never imports scripts',
    ],
    [
      'apps/web/test/x.test.ts',
      "import { productionBuild } from '../../../bench/measure/buildLatch.ts'",
      'apps/web never imports bench',
    ],
    [
      'apps/web/src/x.ts',
      "import { isLocal } from '../../../test/isLocal.ts'",
      'apps/web never imports test',
    ],
    [
      'apps/web/src/x.ts',
      "import { Shell } from '../../next/app/components/Shell.tsx'",
      'apps/web never imports apps/next',
    ],
    [
      'apps/docs/src/live/x.tsx',
      "import { App } from '../../../web/src/App.tsx'",
      'apps/docs never imports apps/web',
    ],
    [
      'test/productionBuild.ts',
      "import { checkLayers } from '../scripts/layers.ts'",
      'test never imports scripts',
    ],
    [
      'e2e/globalSetup.ts',
      "import { productionBuild } from '../bench/measure/buildLatch.ts'",
      'e2e never imports bench',
    ],
    [
      'scripts/consumer.serial.test.ts',
      "import { isLocal } from '../bench/measure/isLocal.ts'",
      'scripts never imports bench',
    ],
    [
      'bench/measure/x.ts',
      "import { writeFiles } from '../../scripts/writeFiles.ts'",
      'bench never imports scripts',
    ],
    [
      'bench/x.ts',
      "import { test } from '../e2e/fixtures.ts'",
      'bench never imports e2e',
    ],
    [
      'e2e/connectors/x.ts',
      "import { baseAccountWindow } from '../../packages/testing/src/baseAccountWindow.ts'",
      'relative path into packages/testing',
    ],
    [
      'packages/react/src/components/X/X.tsx',
      "if (id === 'walletConnect') {}",
      "'walletConnect'",
    ],
  ])('reports %s doing `%s`', (path, text, problem) => {
    const problems = checkLayers([{ path, text }])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(problem)
  })

  test('takes the connector ids from the wallet descriptors, each file the only one to spell its own', () => {
    const descriptors = walletDescriptorFiles(root)
    expect(descriptors).toEqual(
      expect.arrayContaining([
        {
          path: 'packages/core/src/wallets/injectedWallets.ts',
          id: 'injected',
        },
        {
          path: 'packages/core/src/wallets/coinbaseWallet.ts',
          id: 'coinbaseWalletSDK',
        },
        { path: 'packages/core/src/wallets/metaMask.ts', id: 'metaMask' },
      ]),
    )
    // A wallet added to the folder is a rule at once: its id, spelled in
    // the UI, is reported.
    const added = [
      ...descriptors,
      { path: 'packages/core/src/wallets/frame.ts', id: 'frame' },
    ]
    const ui = {
      path: 'packages/react/src/components/X/X.tsx',
      text: "const id = 'frame'",
    }
    expect(checkLayers([ui], added)).toEqual([
      "packages/react/src/components/X/X.tsx: spells the connector id 'frame' outside its descriptor",
    ])
    expect(
      checkLayers(
        [{ path: 'packages/core/src/wallets/frame.ts', text: "id: 'frame'" }],
        added,
      ),
    ).toEqual([])
  })

  test('allows type-only imports of the wallet layer in components, and anything in tests', () => {
    expect(
      checkLayers([
        {
          path: 'packages/react/src/components/X/X.tsx',
          text: "import type { WalletOption } from '@latch/core'\nimport type { Address } from 'viem'",
        },
        {
          path: 'packages/react/src/components/X/X.test.tsx',
          text: "import { connectWallet } from '@latch/core'\nconst id = 'walletConnect'",
        },
        {
          path: 'packages/react/src/hooks/x.ts',
          text: "import { onFirstIntent } from '@latch/core/internal'\nimport { securityHeaders } from '@latch/core/csp'",
        },
        {
          path: 'apps/next/scripts/x.ts',
          text: "import { freePort } from '@latch/devnet/internal'",
        },
        {
          path: 'packages/siwe/test/x.ts',
          text: "import { freePort } from '@latch/devnet/internal'",
        },
      ]),
    ).toEqual([])
  })

  test("lets arrows go down: to test support from the tools, the suites and the apps' tests, to the web app from the Next.js app, and into a package's sources from the bench and the tools", () => {
    expect(
      checkLayers([
        {
          path: 'apps/web/test/productionBundle.test.ts',
          text: "import { productionBuild } from '../../../test/productionBuild.ts'",
        },
        {
          path: 'apps/next/scripts/start.ts',
          text: "import { serveUntilStopped } from '../../web/scripts/serveUntilStopped.ts'",
        },
        {
          path: 'test/productionBuild.ts',
          text: "import { buildLatch } from '../apps/web/scripts/buildLatch.ts'",
        },
        {
          path: 'e2e/globalSetup.ts',
          text: "import { productionBuild } from '../test/productionBuild.ts'\nimport { setPrimaryName } from '@latch/testing'",
        },
        {
          path: 'bench/budgets.serial.test.ts',
          text: "import { launchChromium } from '../test/launchChromium.ts'\nimport { buildLatch } from '../apps/web/scripts/buildLatch.ts'",
        },
        {
          path: 'bench/withoutPlugin.ts',
          text: "import { latch } from '../packages/core/src/vite.ts'",
        },
        {
          path: 'scripts/screenshots.ts',
          text: "import { startDevnetApp } from '../apps/web/scripts/startDevnetApp.ts'",
        },
      ]),
    ).toEqual([])
  })

  test('reads static, multi-line, re-exported and dynamic imports', () => {
    const found = importsOf(
      "import {\n  a,\n  b,\n} from 'x'\nexport { c } from './c.ts'\nimport type { D } from 'd'\nconst e = await import('e')\nimport 'f.css'",
    )
    expect(found).toHaveLength(5)
    expect(found).toEqual(
      expect.arrayContaining([
        { specifier: 'x', typeOnly: false },
        { specifier: './c.ts', typeOnly: false },
        { specifier: 'd', typeOnly: true },
        { specifier: 'f.css', typeOnly: false },
        { specifier: 'e', typeOnly: false },
      ]),
    )
  })
})
