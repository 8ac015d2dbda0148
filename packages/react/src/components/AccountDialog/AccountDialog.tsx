import { useId } from 'react'
import type { LoadedDialogProps } from '../../dialogs/dialogLoaders.ts'
import { useAccountBalance } from '../../hooks/useAccountBalance.ts'
import { useAccountDisplay } from '../../hooks/useAccountDisplay.ts'
import { useDisconnectWallet } from '../../hooks/useDisconnectWallet.ts'
import { useOpenWallet } from '../../hooks/useOpenWallet.ts'
import { errorMessage } from '../../i18n/errorMessage.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { AccountAvatar } from '../AccountAvatar/AccountAvatar.tsx'
import { CopyButton } from '../CopyButton/CopyButton.tsx'
import { Dialog } from '../Dialog/Dialog.tsx'
import { RecentTransactions } from '../RecentTransactions/RecentTransactions.tsx'
import { SignIn } from '../SignIn/SignIn.tsx'
import { AccountActions } from './AccountActions.tsx'
import { AccountTokens } from './AccountTokens.tsx'
import { formatBalance } from './formatBalance.ts'

export type AccountDialogProps = LoadedDialogProps

/**
 * The account dialog: ENS avatar and name, the full checksummed address with
 * *Copy address* and *View on explorer* (then the dapp's own actions,
 * `LatchProvider`'s `accountActions`), network, native balance and the
 * dapp's tokens' (`createLatchConfig({ tokens })`), wallet, the
 * recent transactions, and *Disconnect*.
 */
export function AccountDialog({
  open,
  onClose,
  opener,
  returnFocus,
}: AccountDialogProps) {
  const t = useMessages()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.account.title}
      opener={opener}
      returnFocus={returnFocus}
    >
      <AccountDetails onClose={onClose} />
    </Dialog>
  )
}

function AccountDetails({ onClose }: { onClose: () => void }) {
  const messages = useMessages()
  const t = messages.account
  const display = useAccountDisplay()
  const wallet = useOpenWallet()
  const balance = useAccountBalance({
    account: display?.account,
    chainId: display?.chainId,
    enabled: !!display && !display.unsupported,
  })
  const disconnect = useDisconnectWallet()
  const explorerHintId = useId()
  if (!display) return null
  const explorer = display.chain?.blockExplorers?.default

  let balanceText = t.loading
  if (balance.data) balanceText = formatBalance(balance.data, messages.lang)
  else if (display.unsupported || balance.error) balanceText = t.unavailable

  return (
    <div className="latch-account-dialog">
      <div className="latch-account-dialog__identity">
        <AccountAvatar
          address={display.account}
          ensName={display.ensName}
          ensAvatar={display.avatar}
          size={64}
        />
        {display.ensName ? (
          <p
            className="latch-account-dialog__ens-name"
            dir="ltr"
            title={display.ensName}
          >
            <bdi>{display.ensName}</bdi>
          </p>
        ) : (
          // While the name is looked up, its line: nothing below it moves
          // when it comes (Disconnect, under the visitor's pointer).
          display.ensPending && (
            <p
              className="latch-account-dialog__ens-name latch-placeholder"
              aria-hidden="true"
            >
              {'\u00a0'}
            </p>
          )
        )}
        {/* Breaks, when it must, in the middle: two even halves. */}
        <p className="latch-mono latch-account-dialog__address" dir="ltr">
          {display.account.slice(0, 22)}
          <wbr />
          {display.account.slice(22)}
        </p>
        <div className="latch-account-dialog__actions">
          <CopyButton
            text={display.account}
            label={t.copyAddress}
            copied={t.addressCopied}
          />
          {explorer && (
            <>
              <a
                className="latch-button latch-button--secondary"
                href={`${explorer.url.replace(/\/$/, '')}/address/${display.account}`}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={explorerHintId}
              >
                {t.viewOnExplorer}
              </a>
              <span id={explorerHintId} className="latch-visually-hidden">
                {t.explorerHint(explorer.name)}
              </span>
            </>
          )}
          <AccountActions onClose={onClose} />
        </div>
      </div>

      <dl className="latch-account-dialog__facts">
        <dt>{t.network}</dt>
        <dd>
          {display.unsupported ? (
            <>
              {messages.wallet.unsupportedNetwork}{' '}
              <bdi dir="ltr">({display.chainId})</bdi>
            </>
          ) : (
            <bdi>{display.chainName}</bdi>
          )}
        </dd>
        <dt>{t.balance}</dt>
        <dd>
          {balance.data ? <bdi dir="ltr">{balanceText}</bdi> : balanceText}
        </dd>
        {!display.unsupported && (
          <AccountTokens account={display.account} chainId={display.chainId} />
        )}
        {display.connector && (
          <>
            <dt>{t.wallet}</dt>
            <dd>
              <bdi>{wallet.name ?? display.connector.name}</bdi>
            </dd>
          </>
        )}
      </dl>
      {/* Why the balance is missing, until a node answers again. A node's
          own error answer is "Unavailable" alone: nothing the visitor can do. */}
      <p role="status" className="latch-status">
        {balance.error?.name === 'NetworkUnavailableError'
          ? `${errorMessage(balance.error, messages)} ${t.retrying}`
          : ''}
      </p>

      <SignIn />
      {/* In the dialog's own code: a lazy part appeared at least 300 ms
          after the dialog (React's pace for a boundary's content) and moved
          Disconnect down under the visitor's pointer. */}
      <RecentTransactions />

      <div className="latch-account-dialog__footer">
        <button
          type="button"
          className="latch-button latch-button--secondary latch-account-dialog__disconnect"
          aria-disabled={disconnect.isPending || undefined}
          onClick={() => {
            if (!disconnect.isPending) disconnect.mutate()
          }}
        >
          {disconnect.isPending && (
            <span className="latch-spinner" aria-hidden="true" />
          )}
          {t.disconnect}
        </button>
        <p role="status" className="latch-status">
          {disconnect.isPending ? t.disconnecting : ''}
        </p>
        <p role="alert" className="latch-alert">
          {disconnect.error ? errorMessage(disconnect.error, messages) : ''}
        </p>
      </div>
    </div>
  )
}
