import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as core from '@latch/core'
import { expect, test } from 'vitest'

// docs/wallets.md as a dapp developer reads it: its table of built-ins is
// what @latch/core exports. (Its whole example is an app of the consumer
// test, `scripts/consumer.serial.test.ts`: installed, type-checked, built, run.)

const root = join(import.meta.dirname, '..')
const doc = readFileSync(join(root, 'docs', 'wallets.md'), 'utf8')

test('the table of built-ins is what @latch/core exports: each id, name and rdns', () => {
  const rows = [
    ...doc.matchAll(
      /^\| `(\w+)\(\)` +\| `(\w+)` +\| ([^|]+?) +\| `?([^|`]+?)`? +\|/gm,
    ),
  ]
  expect(rows.length).toBe(11)
  for (const [, name, id, walletName, rdns] of rows) {
    const wallet = (core as unknown as Record<string, () => core.Wallet>)[
      name!
    ]!()
    expect([wallet.id, wallet.name], name).toEqual([id, walletName])
    if (wallet.rdns) expect(wallet.rdns, name).toBe(rdns)
  }
})

test("the table of phone links is each built-in's own: the href walletConnectLink makes on each platform", () => {
  const section = doc.slice(
    doc.indexOf('## Phone links'),
    doc.indexOf('## Writing a descriptor'),
  )
  const rows = [
    ...section.matchAll(
      /^\| `(\w+)\(\)` +\| `?([^|`]+?)`? +\| `?([^|`]+?)`? +\| `?([^|`]+?)`? +\| ([^|]+?) +\|$/gm,
    ),
  ]
  // Every WalletConnect built-in but the generic walletConnect().
  expect(rows.map((x) => x[1])).toEqual([
    'metaMask',
    'rainbow',
    'trust',
    'uniswap',
    'zerion',
    'ledgerLive',
    'okx',
  ])
  const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=587d&expiryTimestamp=1'
  for (const [, name, ios, android, desktop, source] of rows) {
    const wallet = (core as unknown as Record<string, () => core.Wallet>)[
      name!
    ]!()
    expect(source, name).not.toBe('')
    for (const [platform, format] of [
      ['ios', ios],
      ['android', android],
      ['desktop', desktop],
    ] as const) {
      const href = core.walletConnectLink(wallet.mobile, uri, platform)
      expect(href, `${name} ${platform}`).toBe(
        format === 'none'
          ? undefined
          : format === 'wc'
            ? uri
            : `${format}${encodeURIComponent(uri)}`,
      )
    }
  }
  expect(core.walletConnect().mobile).toBeUndefined()
})
