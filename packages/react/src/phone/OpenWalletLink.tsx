import { useOpenWallet } from '../hooks/useOpenWallet.ts'
import { useMessages } from '../i18n/MessagesContext.ts'
import { linkTarget } from './linkTarget.ts'

/**
 * "Open {wallet}": beside a "Confirm in {wallet}" line on a phone, the link
 * that brings the wallet's app back to the front for the waiting request;
 * nothing where the wallet asks on its own (a browser wallet, a desktop).
 */
export function OpenWalletLink() {
  const { name, href, linkStrategy } = useOpenWallet()
  const t = useMessages().phone
  if (!href || !name) return null
  return (
    <a className="latch-link" href={href} {...linkTarget(linkStrategy)}>
      {t.openNamed(name)}
    </a>
  )
}
