'use client'

import type { RecentTransaction } from '@latch/core'
import { useId } from 'react'
import { useAccountDisplay } from '../../hooks/useAccountDisplay.ts'
import { useClearRecentTransactions } from '../../hooks/useClearRecentTransactions.ts'
import { useRecentTransactions } from '../../hooks/useRecentTransactions.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { useTransactionMessages } from '../../i18n/transactions/useTransactionMessages.ts'

/**
 * The connected account's recent transactions on its chain, under the
 * heading *Recent transactions*: each one's description, status (Pending,
 * Confirmed, Failed, Replaced, Cancelled, Dropped), time, and *View on
 * explorer* where the chain has an explorer; *Clear* empties the list.
 * Pending ones are followed while it is shown. Part of the account dialog.
 */
export function RecentTransactions() {
  const messages = useMessages()
  const t = useTransactionMessages()
  const items = useRecentTransactions()
  const clear = useClearRecentTransactions()
  const display = useAccountDisplay()
  const headingId = useId()
  const explorerHintId = useId()
  const explorer = display?.chain?.blockExplorers?.default
  const time = new Intl.DateTimeFormat(messages.lang, {
    dateStyle: 'short',
    timeStyle: 'short',
  })
  return (
    <section className="latch-transactions" aria-labelledby={headingId}>
      <div className="latch-transactions__header">
        <h3 id={headingId} className="latch-transactions__title">
          {t.title}
        </h3>
        {items.length > 0 && (
          <button
            type="button"
            className="latch-button latch-button--secondary latch-transactions__clear"
            onClick={() => {
              try {
                clear()
              } catch {
                // No account any more: the list is gone with it.
              }
            }}
          >
            {t.clear}
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="latch-transactions__empty">{t.empty}</p>
      ) : (
        <ul className="latch-transactions__list">
          {items.map((item) => {
            const hash = explorerHash(item)
            return (
              <li
                key={item.id}
                className="latch-transactions__item"
                data-status={item.status}
              >
                <span className="latch-transactions__description">
                  <bdi>{item.description}</bdi>
                </span>
                <span className="latch-transactions__status">
                  {item.status === 'pending' && (
                    <span className="latch-spinner" aria-hidden="true" />
                  )}
                  {t[item.status]}
                  {item.partial && (
                    <span className="latch-transactions__detail">
                      {' '}
                      {t.partial}
                    </span>
                  )}
                  {/* A batch the wallet never executed (EIP-5792 4xx). */}
                  {item.kind === 'calls' && item.status === 'cancelled' && (
                    <span className="latch-transactions__detail">
                      {' '}
                      {t.notExecuted}
                    </span>
                  )}
                  {item.reason && (
                    <span className="latch-transactions__detail" dir="auto">
                      {' '}
                      <bdi>{item.reason}</bdi>
                    </span>
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
                    {messages.account.viewOnExplorer}
                  </a>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {explorer && (
        <span id={explorerHintId} className="latch-visually-hidden">
          {messages.account.explorerHint(explorer.name)}
        </span>
      )}
    </section>
  )
}

/** The transaction an explorer shows for an item: the one that was mined, if known. */
function explorerHash(item: RecentTransaction): string | undefined {
  if (item.replacedBy) return item.replacedBy
  if (item.kind === 'transaction') return item.id
  return item.hashes?.at(-1)
}
