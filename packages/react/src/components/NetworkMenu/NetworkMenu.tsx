'use client'

import { useId } from 'react'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { NetworkChoices } from './NetworkChoices.tsx'

/**
 * *Network*: the configured chains, the wallet's marked; picking another
 * switches the wallet (adding the chain first when the wallet lacks it).
 */
export function NetworkMenu() {
  const messages = useMessages()
  const headingId = useId()
  return (
    <section
      className="latch-card latch-network-menu"
      lang={messages.lang}
      dir={messages.dir}
    >
      <h2 id={headingId} className="latch-card__title">
        {messages.network.label}
      </h2>
      <NetworkChoices labelledBy={headingId} />
    </section>
  )
}
