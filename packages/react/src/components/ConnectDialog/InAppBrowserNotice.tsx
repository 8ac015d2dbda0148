import { useMessages } from '../../i18n/MessagesContext.ts'
import { usePlatform } from '../../phone/usePlatform.ts'
import { CopyButton } from '../CopyButton/CopyButton.tsx'
import { openInBrowserLink } from './openInBrowserLink.ts'

/**
 * In an app's own browser (Telegram, Instagram, …), which may keep wallet
 * links to itself: how to carry on in the phone's browser, with this page's
 * link to copy and, where the phone has one, a link that opens it there.
 */
export function InAppBrowserNotice() {
  const { os, inAppBrowser } = usePlatform()
  const messages = useMessages()
  const t = messages.phone
  if (!inAppBrowser) return null
  const url = window.location.href
  const out = openInBrowserLink(url, os)
  return (
    <div className="latch-connect-dialog__help">
      <p>{t.inApp}</p>
      <div className="latch-row">
        <CopyButton
          text={url}
          label={messages.walletConnect.copyLink}
          copied={messages.walletConnect.linkCopied}
        />
        {out && (
          <a className="latch-link" href={out}>
            {t.openInBrowser}
          </a>
        )}
      </div>
    </div>
  )
}
