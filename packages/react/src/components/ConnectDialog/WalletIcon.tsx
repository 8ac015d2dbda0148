// Only images, as data URIs of an image type: an announced icon can never be
// markup, a script, or a request to a server the wallet chose.
const imageDataUri = /^data:image\/(png|jpeg|webp|gif|svg\+xml)[;,]/

/** A wallet's icon (`WalletOption.icon`), or nothing when it is not an image URI. */
export function WalletIcon({ icon }: { icon: string }) {
  if (!imageDataUri.test(icon))
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
