import { ConnectButton } from '@rainbow-me/rainbowkit'
import { useAccount } from 'wagmi'
import { SendTip } from './SendTip.tsx'
import { WalletButton } from './WalletButton.tsx'

export function App() {
  const { address } = useAccount()
  return (
    <>
      <header>
        <h1>My dapp</h1>
        <ConnectButton
          label="Connect"
          showBalance={false}
          chainStatus="icon"
          accountStatus={{ smallScreen: 'avatar', largeScreen: 'full' }}
        />
      </header>
      <main>
        <WalletButton />
        {address ? <p>Connected as {address}</p> : null}
        <SendTip />
      </main>
    </>
  )
}
