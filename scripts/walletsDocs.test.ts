import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as core from '@latch/core'
import { expect, test } from 'vitest'

// docs/wallets.md as a dapp developer reads it: its table of built-ins is
// what @latch/core exports. (Its whole example is an app of the consumer
// test, `scripts/consumer.test.ts`: installed, type-checked, built, run.)

const root = join(import.meta.dirname, '..')
const doc = readFileSync(join(root, 'docs', 'wallets.md'), 'utf8')

test('the table of built-ins is what @latch/core exports: each id, name and rdns', () => {
  const rows = [
    ...doc.matchAll(
      /^\| `(\w+)\(\)` +\| `(\w+)` +\| ([^|]+?) +\| `?([^|`]+?)`? +\|/gm,
    ),
  ]
  expect(rows.length).toBe(10)
  for (const [, name, id, walletName, rdns] of rows) {
    const wallet = (core as unknown as Record<string, () => core.Wallet>)[
      name!
    ]!()
    expect([wallet.id, wallet.name], name).toEqual([id, walletName])
    if (wallet.rdns) expect(wallet.rdns, name).toBe(rdns)
  }
})
