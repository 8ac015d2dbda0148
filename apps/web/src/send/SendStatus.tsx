import {
  errorMessage,
  sponsorshipErrorMessage,
  type UseSendWalletCallsReturnType,
  type UseSendWalletTransactionReturnType,
  useMessages,
  useOpenWallet,
  useTransactionMessages,
} from '@latch/react'
import { APP_NAME } from '../config/app.ts'
import { useSendMessages } from './useSendMessages.ts'

/** What `SendStatus` takes. */
export type SendStatusProps = {
  send: UseSendWalletTransactionReturnType
  batch: UseSendWalletCallsReturnType
  /** A recipient's name is being resolved. */
  resolving: boolean
  /** The recipient's name points nowhere. */
  notFound: boolean
}

/** The Send form's status (resolving, confirm in the wallet, sent) and alert (a name not found, the last send's error), the later of the two sends said. */
export function SendStatus({
  send,
  batch,
  resolving,
  notFound,
}: SendStatusProps) {
  const t = useSendMessages()
  const messages = useMessages()
  const transactionTexts = useTransactionMessages()
  const wallet = useOpenWallet()

  let status = ''
  if (resolving) status = t.resolving
  else if ((send.isPending || batch.isPending) && wallet.name)
    status = messages.network.confirmIn(wallet.name)
  else if (batch.data && batch.submittedAt > send.submittedAt)
    status = batch.data.sponsored
      ? t.sent
      : batch.data.mode === 'atomic'
        ? transactionTexts.sentAtomic
        : transactionTexts.sentSequential
  else if (send.data) status = t.sent
  const failure =
    send.submittedAt > batch.submittedAt ? send.error : batch.error
  const alert = notFound
    ? t.nameNotFound
    : failure
      ? (sponsorshipErrorMessage(failure, transactionTexts, APP_NAME) ??
        errorMessage(failure, messages))
      : ''

  return (
    <>
      <p role="status" className="latch-status">
        {status}
      </p>
      <p role="alert" className="latch-alert">
        {alert}
      </p>
    </>
  )
}
