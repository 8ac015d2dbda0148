import {
  useAddRecentTransaction,
  useConnectModal,
} from '@rainbow-me/rainbowkit'
import { parseEther } from 'viem'
import { useAccount, useSendTransaction } from 'wagmi'

/** Sends a tip to the app, listed in the account's recent transactions. */
export function SendTip() {
  const { address } = useAccount()
  const { openConnectModal } = useConnectModal()
  const addRecentTransaction = useAddRecentTransaction()
  const { sendTransactionAsync, isPending } = useSendTransaction()

  if (!address)
    return (
      <button type="button" onClick={openConnectModal}>
        Connect to send a tip
      </button>
    )
  const send = async () => {
    const hash = await sendTransactionAsync({
      to: '0x000000000000000000000000000000000000dEaD',
      value: parseEther('0.001'),
    })
    addRecentTransaction({ hash, description: 'Tip' })
  }
  return (
    <button type="button" disabled={isPending} onClick={send}>
      Send a tip
    </button>
  )
}
