import type { WalletOption } from '@latch/core'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { linkTarget } from '../../phone/linkTarget.ts'
import { openLink } from '../../phone/openLink.ts'
import { usePlatform } from '../../phone/usePlatform.ts'
import { WalletIcon } from './WalletIcon.tsx'

/**
 * While the wallet app the visitor opened has the connection request:
 * "Confirm in {wallet}", a link that opens it again, and, when no app took
 * the link, where to get it and *Try again*; *Start over* for a new pairing.
 */
export function PhoneWaiting(props: {
  option: WalletOption
  href: string | undefined
  outcome: 'waiting' | 'left' | 'stayed'
  onOpen: () => void
  onRetry: () => void
  onStartOver: () => void
}) {
  const { option, href, outcome, onOpen, onRetry } = props
  const { os, linkStrategy } = usePlatform()
  const messages = useMessages()
  const t = messages.phone
  const store =
    os === 'ios'
      ? option.install?.ios
      : os === 'android'
        ? option.install?.android
        : undefined
  const target = linkTarget(linkStrategy)
  return (
    <div className="latch-connect-dialog__pending">
      <span className="latch-connect-dialog__pending-icon">
        <WalletIcon icon={option.icon} />
      </span>
      {outcome === 'stayed' ? (
        <>
          <p className="latch-muted">{t.notOpened(option.name)}</p>
          <div className="latch-row">
            {(store ?? option.install?.website) && (
              <a
                className="latch-button latch-button--primary"
                href={store ?? option.install?.website}
                target="_blank"
                rel="noopener noreferrer"
              >
                {messages.connect.getNamed(option.name)}
              </a>
            )}
            <button
              type="button"
              className="latch-button latch-button--secondary"
              data-view-focus
              onClick={() => {
                // Again in the tap: no app opens from anywhere else.
                if (href) openLink(href, linkStrategy)
                onRetry()
              }}
            >
              {messages.connect.tryAgain}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="latch-muted">{t.waitingHelp(option.name)}</p>
          {href && (
            <a
              className="latch-button latch-button--primary"
              href={href}
              data-view-focus
              {...target}
              onClick={onOpen}
            >
              {t.openNamed(option.name)}
            </a>
          )}
        </>
      )}
      <button
        type="button"
        className="latch-button latch-button--secondary"
        onClick={props.onStartOver}
      >
        {t.startOver}
      </button>
    </div>
  )
}
