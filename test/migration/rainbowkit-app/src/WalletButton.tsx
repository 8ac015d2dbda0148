import { ConnectButton } from '@rainbow-me/rainbowkit'

/** The wallet's controls, drawn by the app. */
export function WalletButton() {
  return (
    <ConnectButton.Custom>
      {({
        account,
        authenticationStatus,
        chain,
        mounted,
        openAccountModal,
        openChainModal,
        openConnectModal,
      }) => {
        const ready = mounted && authenticationStatus !== 'loading'
        if (!ready) return null
        if (!account)
          return (
            <button type="button" onClick={openConnectModal}>
              Connect your wallet
            </button>
          )
        if (chain?.unsupported)
          return (
            <button type="button" onClick={openChainModal}>
              Wrong network
            </button>
          )
        return (
          <>
            <button type="button" onClick={openChainModal}>
              {chain?.name}
            </button>
            <button type="button" onClick={openAccountModal}>
              {account.displayName}
              {account.displayBalance ? ` (${account.displayBalance})` : ''}
            </button>
          </>
        )
      }}
    </ConnectButton.Custom>
  )
}
