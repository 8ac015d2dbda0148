'use client'

import { useLocalized } from '../useLocalized.ts'
import { type TransactionMessages, transactionMessages } from './en.ts'
import { loadTransactionMessages } from './loadTransactionMessages.ts'

/** The recent transactions' texts in the catalogue's language, once loaded; English until then. */
export function useTransactionMessages(): TransactionMessages {
  return useLocalized(loadTransactionMessages, transactionMessages)
}
