import { ConnectKitButton } from 'connectkit'
import { useAccount } from 'wagmi'
import { SendTip } from './SendTip.tsx'
import { WalletButton } from './WalletButton.tsx'

export function App() {
  const { address } = useAccount()
  return (
    <>
      <header>
        <h1>My dapp</h1>
        <ConnectKitButton label="Connect" showBalance showAvatar={false} />
      </header>
      <main>
        <WalletButton />
        {address ? <p>Connected as {address}</p> : null}
        <SendTip />
      </main>
    </>
  )
}
