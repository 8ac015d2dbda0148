'use client'

import type { SendWalletCallsReturnType, WalletCall } from '@latch/core'
import type { ReactNode } from 'react'
import { useOpenWallet } from '../../hooks/useOpenWallet.ts'
import { useSendWalletCalls } from '../../hooks/useSendWalletCalls.ts'
import { errorMessage } from '../../i18n/errorMessage.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { useTransactionMessages } from '../../i18n/transactions/useTransactionMessages.ts'

export type SendCallsButtonProps = {
  /** The calls, in order; sent as one batch. */
  calls: readonly WalletCall[]
  /** What the visitor does, shown in the recent transactions. */
  description: string
  /** The button's text. */
  children: ReactNode
  /** Called once the wallet took the batch. */
  onSent?: ((result: SendWalletCallsReturnType) => void) | undefined
}

/**
 * A button that sends calls as one EIP-5792 batch (`useSendWalletCalls`):
 * atomically where the wallet supports it, else one by one; once sent, a
 * status line says which, and the batch is followed in the account
 * dialog's recent transactions. A refusal shows an alert.
 */
export function SendCallsButton({
  calls,
  description,
  children,
  onSent,
}: SendCallsButtonProps) {
  const messages = useMessages()
  const t = useTransactionMessages()
  const wallet = useOpenWallet()
  const send = useSendWalletCalls()
  let status = ''
  if (send.isPending && wallet.name)
    status = messages.network.confirmIn(wallet.name)
  else if (send.data)
    status = send.data.mode === 'atomic' ? t.sentAtomic : t.sentSequential
  return (
    <div className="latch-send-calls">
      <button
        type="button"
        className="latch-button latch-button--primary"
        aria-disabled={send.isPending || undefined}
        onClick={() => {
          if (send.isPending) return
          send.mutate({ calls, description }, { onSuccess: onSent })
        }}
      >
        {send.isPending && (
          <span className="latch-spinner" aria-hidden="true" />
        )}
        {children}
      </button>
      <p role="status" className="latch-status">
        {status}
      </p>
      <p role="alert" className="latch-alert">
        {send.error ? errorMessage(send.error, messages) : ''}
      </p>
    </div>
  )
}
