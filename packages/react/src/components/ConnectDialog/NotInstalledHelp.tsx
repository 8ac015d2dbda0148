import { useMessages } from '../../i18n/MessagesContext.ts'

/** What a browser wallet is and where to get one. */
export function NotInstalledHelp() {
  const t = useMessages().connect
  return (
    <div className="latch-connect-dialog__help">
      <p>{t.notInstalledHelp}</p>
      <a
        className="latch-link"
        href={t.getWalletUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t.getWallet}
      </a>
    </div>
  )
}
