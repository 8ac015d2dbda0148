import { isIconUrl } from '../../icons/isIconUrl.ts'

/** A wallet's icon (`WalletOption.icon`), or nothing when it is not an image URI. */
export function WalletIcon({ icon }: { icon: string }) {
  // The config's rule (an announced wallet's icon is only ever an image
  // data URI: it never gets this far as a URL).
  if (!isIconUrl(icon))
    return <span className="latch-wallet-icon" aria-hidden="true" />
  const inline = icon.startsWith('data:')
  return (
    <img
      className="latch-wallet-icon"
      src={icon}
      alt=""
      width={32}
      height={32}
      // A URL is fetched once the dialog shows, not while it waits hidden:
      // nothing is requested before the visitor's click.
      loading={inline ? undefined : 'lazy'}
    />
  )
}
