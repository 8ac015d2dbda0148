'use client'

import { useId } from 'react'
import { useAccountDisplay } from '../../hooks/useAccountDisplay.ts'
import { useClearRecentTransactions } from '../../hooks/useClearRecentTransactions.ts'
import { useRecentTransactions } from '../../hooks/useRecentTransactions.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { useTransactionMessages } from '../../i18n/transactions/useTransactionMessages.ts'
import { RecentTransactionItem } from './RecentTransactionItem.tsx'

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
          {items.map((item) => (
            <RecentTransactionItem
              key={item.id}
              item={item}
              t={t}
              time={time}
              explorer={explorer}
              viewOnExplorer={messages.account.viewOnExplorer}
              explorerHintId={explorerHintId}
            />
          ))}
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
