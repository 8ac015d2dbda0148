import { InvalidRecentTransactionError } from '../errors/transactions.ts'
import { recentTransactionsDefaults } from './recentTransactionsDefaults.ts'

/**
 * A description as the recent list keeps it, trimmed; throws
 * `InvalidRecentTransactionError` when there is none or it is too long.
 * Checked before the wallet is asked: a transaction sent must be listed.
 */
export function recentTransactionDescription(description: unknown): string {
  const text = typeof description === 'string' ? description.trim() : ''
  if (!text)
    throw new InvalidRecentTransactionError({
      details: 'A description is required.',
    })
  if (text.length > recentTransactionsDefaults.maxDescriptionLength)
    throw new InvalidRecentTransactionError({
      details: `The description is longer than ${recentTransactionsDefaults.maxDescriptionLength} characters.`,
    })
  return text
}
