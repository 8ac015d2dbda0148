'use client'

import type {
  SendWalletCallsParameters,
  SendWalletCallsReturnType,
  WalletCall,
} from '@latch/core'
import { type ReactNode, useId } from 'react'
import { useLatchConfig } from '../../hooks/useLatchConfig.ts'
import { useOpenWallet } from '../../hooks/useOpenWallet.ts'
import { useSendWalletCalls } from '../../hooks/useSendWalletCalls.ts'
import { useSponsorship } from '../../hooks/useSponsorship.ts'
import { errorMessage } from '../../i18n/errorMessage.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { useTransactionMessages } from '../../i18n/transactions/useTransactionMessages.ts'
import { GasPayer } from '../GasPayer/GasPayer.tsx'
import { sponsorshipErrorMessage } from '../GasPayer/sponsorshipErrorMessage.ts'

export type SendCallsButtonProps = {
  /** The calls, in order; sent as one batch. */
  calls: readonly WalletCall[]
  /** What the visitor does, shown in the recent transactions. */
  description: string
  /** The button's text. */
  children: ReactNode
  /** Called once the wallet took the batch. */
  onSent?: ((result: SendWalletCallsReturnType) => void) | undefined
  /** The paymaster service, over the config's `paymasters`; `false` for none. */
  paymaster?: SendWalletCallsParameters['paymaster']
  /** What to do when the wallet cannot use it; `'optional'` by default. */
  sponsorship?: SendWalletCallsParameters['sponsorship']
}

/**
 * A button that sends calls as one EIP-5792 batch (`useSendWalletCalls`):
 * atomically where the wallet supports it, else one by one; once sent, a
 * status line says which, and the batch is followed in the account
 * dialog's recent transactions. A refusal shows an alert. With a
 * paymaster for the chain, a line says before the wallet opens who pays the
 * gas: *Gas paid by {app}* or *You pay the gas*.
 */
export function SendCallsButton({
  calls,
  description,
  children,
  onSent,
  paymaster,
  sponsorship,
}: SendCallsButtonProps) {
  const messages = useMessages()
  const t = useTransactionMessages()
  const wallet = useOpenWallet()
  const send = useSendWalletCalls()
  const { appName } = useLatchConfig().latch
  const gas = useSponsorship({ paymaster, sponsorship }).data
  // Said only where a paymaster is named: elsewhere the visitor always pays.
  const payer = gas && gas.reason !== 'no-paymaster' ? gas : undefined
  const gasId = useId()
  let status = ''
  if (send.isPending && wallet.name)
    status = messages.network.confirmIn(wallet.name)
  else if (send.data)
    status = send.data.mode === 'atomic' ? t.sentAtomic : t.sentSequential
  return (
    <div className="latch-send-calls">
      {payer && (
        <GasPayer id={gasId} sponsor={payer.sponsored ? appName : undefined} />
      )}
      <button
        type="button"
        className="latch-button latch-button--primary"
        aria-disabled={send.isPending || undefined}
        aria-describedby={payer ? gasId : undefined}
        onClick={() => {
          if (send.isPending) return
          send.mutate(
            { calls, description, paymaster, sponsorship },
            { onSuccess: onSent },
          )
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
        {send.error
          ? (sponsorshipErrorMessage(send.error, t, appName) ??
            errorMessage(send.error, messages))
          : ''}
      </p>
    </div>
  )
}
