import { ConnectKitButton } from 'connectkit'

/** The wallet's control, drawn by the app. */
export function WalletButton() {
  return (
    <ConnectKitButton.Custom>
      {({ isConnected, isConnecting, show, truncatedAddress, ensName }) => (
        <button type="button" disabled={isConnecting} onClick={show}>
          {isConnected ? (ensName ?? truncatedAddress) : 'Connect your wallet'}
        </button>
      )}
    </ConnectKitButton.Custom>
  )
}
