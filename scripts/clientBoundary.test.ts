import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import {
  checkClientBoundary,
  clientModulesUnder,
  hasClientDirective,
  reexportedModules,
  serverGraphProblems,
} from './clientBoundary.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

// The packed packages are checked by the same rule in scripts/consumer.serial.test.ts
// (the built modules, as a dapp installs them).
describe("'use client' in the sources (issue 23)", () => {
  test("@latch/react's entry: components and hooks behind 'use client', plain values and the entry without", () => {
    const entry = join(root, 'packages/react/src/index.ts')
    expect(checkClientBoundary(entry)).toEqual([])
    const modules = reexportedModules(entry)
    const client = (name: string) =>
      modules.find((x) => x.names.includes(name))?.client
    expect(client('ConnectButton')).toBe(true)
    expect(client('LatchProvider')).toBe(true)
    expect(client('useWalletConnection')).toBe(true)
    expect(client('useMessages')).toBe(true)
    expect(client('storedAccountScript')).toBe(false)
    expect(client('en')).toBe(false)
    expect(client('matchLanguage')).toBe(false)
  })

  test("what a server component evaluates of @latch/react (the entry, up to each 'use client' module) imports nothing of React, wagmi or TanStack Query", () => {
    expect(
      serverGraphProblems(join(root, 'packages/react/src/index.ts')),
    ).toEqual([])
  })

  test('@latch/core: no module has it (config, actions, the policy helpers run on a server)', () => {
    expect(clientModulesUnder(join(root, 'packages/core/src'))).toEqual([])
  })
})

describe('the checker', () => {
  test.each([
    ["'use client'\nimport x from 'y'", true],
    ['"use client";import x from "y"', true],
    ["// why\n/* a licence */\n'use client'\n", true],
    ["import x from 'y'\n'use client'\n", false],
    ["'use client-only'\n", false],
    ["const a = 'use client'\n", false],
    ['', false],
  ])('%j: %s', (text, expected) => {
    expect(hasClientDirective(text)).toBe(expected)
  })

  test('reports a hook without the directive, plain values with it, and an entry that has it', () => {
    const folder = mkdtempSync(join(tmpdir(), 'latch-boundary-'))
    try {
      writeFileSync(
        join(folder, 'index.js'),
        [
          "'use client'",
          "export { useThing } from './useThing.js'",
          "export { format, Widget as Thing } from './format.js'",
          "export { plain } from './plain.js'",
          "export type { Shape } from './shape.js'",
        ].join('\n'),
      )
      writeFileSync(
        join(folder, 'useThing.js'),
        'export function useThing() {}',
      )
      writeFileSync(
        join(folder, 'format.js'),
        "'use client'\nexport const format = 1, Widget = 2",
      )
      writeFileSync(
        join(folder, 'plain.js'),
        "'use client'\nexport const plain = 1",
      )
      expect(checkClientBoundary(join(folder, 'index.js'))).toEqual([
        `${join(folder, 'index.js')}: the entry itself is a client boundary`,
        "useThing.js: exports useThing without 'use client'",
        "plain.js: only plain values (plain) behind 'use client'",
      ])
      // The server's graph stops at format.js; useThing.js is evaluated.
      writeFileSync(
        join(folder, 'useThing.js'),
        "import { useState } from 'react'\nexport function useThing() {}",
      )
      writeFileSync(
        join(folder, 'format.js'),
        "'use client'\nimport { createContext } from 'react'\nexport const format = 1, Widget = 2",
      )
      writeFileSync(join(folder, 'shape.js'), "import 'wagmi'")
      expect(serverGraphProblems(join(folder, 'index.js'))).toEqual([
        'useThing.js imports react',
      ])
      expect(clientModulesUnder(folder).sort()).toEqual([
        'format.js',
        'index.js',
        'plain.js',
      ])
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
