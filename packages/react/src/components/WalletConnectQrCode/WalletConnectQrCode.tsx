import { useMemo } from 'react'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { CopyButton } from '../CopyButton/CopyButton.tsx'
import { qrPath } from './qrPath.ts'

export type WalletConnectQrCodeProps = {
  /** The pairing URI (`wc:…`) a wallet app reads from the code. */
  uri: string
}

// The quiet zone scanners need around the code, in modules (ISO 18004: 4).
const quiet = 4

/**
 * The WalletConnect pairing URI as a QR code Latch draws itself (SVG, no
 * WalletConnect modal), and *Copy link* for a wallet on the same device.
 */
export function WalletConnectQrCode({ uri }: WalletConnectQrCodeProps) {
  const t = useMessages().walletConnect
  const { d, size } = useMemo(() => qrPath(uri), [uri])
  const box = size + quiet * 2
  return (
    <div className="latch-wallet-connect-qr-code">
      {/* Dark on white in both themes: scanners expect it. */}
      <svg
        role="img"
        aria-label={t.qrLabel}
        data-uri={uri}
        className="latch-wallet-connect-qr-code__code"
        viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
        shapeRendering="crispEdges"
      >
        <rect x={-quiet} y={-quiet} width={box} height={box} fill="#ffffff" />
        <path d={d} fill="#000000" />
      </svg>
      <CopyButton text={uri} label={t.copyLink} copied={t.linkCopied} />
    </div>
  )
}
