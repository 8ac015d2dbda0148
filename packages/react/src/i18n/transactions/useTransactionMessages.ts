'use client'

import { useEffect, useState } from 'react'
import { useMessages } from '../MessagesContext.ts'
import { type TransactionMessages, transactionMessages } from './en.ts'
import { loadTransactionMessages } from './loadTransactionMessages.ts'

/** The recent transactions' texts in the catalogue's language, once loaded; English until then. */
export function useTransactionMessages(): TransactionMessages {
  const { lang } = useMessages()
  const [loaded, setLoaded] = useState({ lang: 'en', t: transactionMessages })
  useEffect(() => {
    if (loaded.lang === lang) return
    let active = true
    loadTransactionMessages(lang).then(
      (t) => {
        if (active) setLoaded({ lang, t })
      },
      () => {},
    )
    return () => {
      active = false
    }
  }, [lang, loaded.lang])
  return loaded.t
}
