// Only images, as data URIs of an image type: an announced icon can never be
// markup, a script, or a request to a server the wallet chose. A configured
// wallet's may also be a relative path or an https: URL (`createLatchConfig`
// checks it; an announced one never gets this far as a URL).
const imageDataUri = /^data:image\/(png|jpeg|webp|gif|svg\+xml)[;,]/
const imageUrl = /^(https:\/\/|\.{0,2}\/(?!\/))[^\s"'<>\\]*$/

/** A wallet's icon (`WalletOption.icon`), or nothing when it is not an image URI. */
export function WalletIcon({ icon }: { icon: string }) {
  const inline = imageDataUri.test(icon)
  if (!inline && !imageUrl.test(icon))
    return <span className="latch-wallet-icon" aria-hidden="true" />
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
