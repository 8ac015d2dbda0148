'use client'

import type { RecentTransaction } from '@latch/core'
import type { TransactionMessages } from '../../i18n/transactions/en.ts'

export type RecentTransactionItemProps = {
  item: RecentTransaction
  /** The recent transactions' texts, in the list's language. */
  t: TransactionMessages
  /** The times' format, in the list's language. */
  time: Intl.DateTimeFormat
  /** The chain's explorer, when it has one: a link to the transaction. */
  explorer?: { name: string; url: string } | undefined
  /** The link's text (*View on explorer*) and its hint's id. */
  viewOnExplorer: string
  explorerHintId: string
}

/**
 * One item of the recent list: its description, status (with a spinner
 * while pending), what went wrong or who paid the gas, time, and the link to
 * the explorer.
 */
export function RecentTransactionItem({
  item,
  t,
  time,
  explorer,
  viewOnExplorer,
  explorerHintId,
}: RecentTransactionItemProps) {
  const hash = explorerHash(item)
  return (
    <li className="latch-transactions__item" data-status={item.status}>
      <span className="latch-transactions__description">
        <bdi>{item.description}</bdi>
      </span>
      <span className="latch-transactions__status">
        {item.status === 'pending' && (
          <span className="latch-spinner" aria-hidden="true" />
        )}
        {t[item.status]}
        {item.partial && (
          <span className="latch-transactions__detail"> {t.partial}</span>
        )}
        {/* A batch the wallet never executed (EIP-5792 4xx). */}
        {item.kind === 'calls' && item.status === 'cancelled' && (
          <span className="latch-transactions__detail"> {t.notExecuted}</span>
        )}
        {item.reason && (
          <span className="latch-transactions__detail" dir="auto">
            {' '}
            <bdi>{item.reason}</bdi>
          </span>
        )}
        {item.sponsored === true && (
          <span className="latch-transactions__detail"> {t.sponsored}</span>
        )}
      </span>
      <time
        className="latch-transactions__time"
        dateTime={new Date(item.addedAt).toISOString()}
      >
        {time.format(item.addedAt)}
      </time>
      {explorer && hash && (
        <a
          className="latch-transactions__link"
          href={`${explorer.url.replace(/\/$/, '')}/tx/${hash}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={explorerHintId}
        >
          {viewOnExplorer}
        </a>
      )}
    </li>
  )
}

/** The transaction an explorer shows for an item: the one that was mined, if known. */
function explorerHash(item: RecentTransaction): string | undefined {
  if (item.replacedBy) return item.replacedBy
  if (item.kind === 'transaction') return item.id
  return item.hashes?.at(-1)
}
