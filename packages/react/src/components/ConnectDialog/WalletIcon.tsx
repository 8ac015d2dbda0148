// Only images, as data URIs of an image type: an announced icon can never be
// markup, a script, or a request to a server the wallet chose. A configured
// wallet's may also be a relative path or an https: URL (`createLatchConfig`
// checks it; an announced one never gets this far as a URL).
const imageDataUri = /^data:image\/(png|jpeg|webp|gif|svg\+xml)[;,]/
const imageUrl = /^(https:\/\/|\/(?!\/)|\.{1,2}\/|[\w-]+\/)/

/** A wallet's icon (`WalletOption.icon`), or nothing when it is not an image URI. */
export function WalletIcon({ icon }: { icon: string }) {
  if (!imageDataUri.test(icon) && !imageUrl.test(icon))
    return <span className="latch-wallet-icon" aria-hidden="true" />
  return (
    <img
      className="latch-wallet-icon"
      src={icon}
      alt=""
      width={32}
      height={32}
    />
  )
}
