'use client'

import { usePendingTransactionCount } from '../../hooks/usePendingTransactionCount.ts'
import { useTransactionMessages } from '../../i18n/transactions/useTransactionMessages.ts'

/** The account button's "1 pending", while any of the account's transactions are. */
export function PendingTransactions() {
  const t = useTransactionMessages()
  const pending = usePendingTransactionCount()
  if (pending === 0) return null
  return (
    <span className="latch-account-button__pending">
      <span className="latch-spinner" aria-hidden="true" />
      {t.pendingCount(pending)}
    </span>
  )
}
