import type { WalletOption } from '@latch/core'
import { useSyncExternalStore } from 'react'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { installLink } from './installLink.ts'

const noSubscription = () => () => {}

/** "Get {wallet}": where to install a wallet this browser has not announced. */
export function GetWalletLink(props: { option: WalletOption; touch: boolean }) {
  const { option, touch } = props
  const t = useMessages().connect
  // Read after hydration: a server's markup knows no browser.
  const userAgent = useSyncExternalStore(
    noSubscription,
    () => navigator.userAgent,
    () => '',
  )
  const href = option.install && installLink(option.install, userAgent, touch)
  if (!href || option.kind === 'announced') return null
  return (
    <a
      className="latch-link latch-connect-dialog__get"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t.getNamed(option.name)}
    </a>
  )
}
