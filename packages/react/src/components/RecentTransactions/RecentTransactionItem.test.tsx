import type { RecentTransaction } from '@latch/core'
import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { transactionMessages } from '../../i18n/transactions/en.ts'
import { loadTransactionMessages } from '../../i18n/transactions/loadTransactionMessages.ts'
import { RecentTransactionItem } from './RecentTransactionItem.tsx'

afterEach(cleanup)

const batch: RecentTransaction = {
  id: 'batch-1',
  kind: 'calls',
  description: 'Send 1 LATCH to bob.eth',
  status: 'confirmed',
  addedAt: Date.UTC(2026, 10, 28, 12),
}

function item(entry: RecentTransaction, t = transactionMessages) {
  const { container } = render(
    <ul>
      <RecentTransactionItem
        item={entry}
        t={t}
        time={new Intl.DateTimeFormat('en', { timeZone: 'UTC' })}
        viewOnExplorer="View on explorer"
        explorerHintId="hint"
      />
    </ul>,
  )
  return container.querySelector('li')!
}

test('a sponsored item says its gas was paid for the visitor; one the visitor paid for does not', () => {
  const sponsored = item({ ...batch, sponsored: true })
  expect(
    sponsored.querySelector('.latch-transactions__status')?.textContent,
  ).toBe('Confirmed Gas paid for you')
  cleanup()

  const paid = item(batch)
  expect(paid.querySelector('.latch-transactions__status')?.textContent).toBe(
    'Confirmed',
  )
  expect(paid.textContent).not.toContain('Gas paid for you')
})

test('the mark in the list’s language, beside what else the item says', async () => {
  const ja = await loadTransactionMessages('ja')
  const li = item(
    { ...batch, status: 'failed', partial: true, sponsored: true },
    ja,
  )
  expect(li.querySelector('.latch-transactions__status')?.textContent).toBe(
    '失敗 一部の呼び出しが失敗しました。 ガス代の負担なし',
  )
})
