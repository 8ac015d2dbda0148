'use client'

import { lazy, Suspense } from 'react'
import { useHasRecentTransactions } from '../../hooks/useHasRecentTransactions.ts'

// The pending count, a chunk of its own: loaded once the account has a
// stored list (a reload, another tab, a send).
const PendingTransactions = lazy(() =>
  import('./PendingTransactions.tsx').then((x) => ({
    default: x.PendingTransactions,
  })),
)

/**
 * The account button's watch for a stored list of recent transactions, in
 * a chunk the button loads once it shows an account: the first paint
 * carries none of it, and a page with no account never fetches it.
 */
export function RecentTransactionsCue() {
  const listed = useHasRecentTransactions()
  if (!listed) return null
  return (
    <Suspense fallback={null}>
      <PendingTransactions />
    </Suspense>
  )
}
