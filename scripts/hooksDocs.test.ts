import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as core from '@latch/core'
import { expect, test } from 'vitest'

// docs/hooks.md's table of error classes is what @latch/core throws: each
// class's code and English `shortMessage`. (Its signatures are held by
// `scripts/docSignatures.test.ts`.)

const root = join(import.meta.dirname, '..')
const doc = readFileSync(join(root, 'docs', 'hooks.md'), 'utf8')

test("the error classes' table gives each class's code and shortMessage", () => {
  const section = doc.slice(
    doc.indexOf('### The classes'),
    doc.indexOf('### `classifyWalletError`'),
  )
  const rows = [
    ...section.matchAll(/^\| `(\w+Error)` +\| (-?\d*) +\| ([^|]+?) +\|/gm),
  ]
  expect(rows.length).toBeGreaterThanOrEqual(27)
  // What each class is given, and what the table writes in its place.
  const parameters = {
    chain: { id: 8453, name: 'Base' },
    connector: { name: 'MetaMask' },
    id: 'metaMusk',
    ids: ['metaMask'],
    operation: 'request',
    reason: 'no-paymaster',
  }
  const filled = (text: string) =>
    text
      .replace(/\{chain\}/gi, 'Base')
      .replace('{Wallet}', 'MetaMask')
      .replace('{id}', 'metaMusk')
  for (const [, name, code, shortMessage] of rows) {
    const ErrorClass = (core as unknown as Record<string, unknown>)[name!] as
      | (new (
          parameters: object,
        ) => core.BaseError & { code?: number })
      | undefined
    expect(ErrorClass, name).toBeTypeOf('function')
    const error = new ErrorClass!(parameters)
    expect([error.name, error.shortMessage, error.code], name).toEqual([
      name,
      filled(shortMessage!),
      code ? Number(code) : undefined,
    ])
  }
})
