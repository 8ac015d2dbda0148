import { useModal } from 'connectkit'
import { parseEther } from 'viem'
import { useAccount, useSendTransaction } from 'wagmi'

/** Sends a tip to the app. */
export function SendTip() {
  const { address } = useAccount()
  const { setOpen } = useModal()
  const { sendTransaction, isPending } = useSendTransaction()

  if (!address)
    return (
      <button type="button" onClick={() => setOpen(true)}>
        Connect to send a tip
      </button>
    )
  return (
    <button
      type="button"
      disabled={isPending}
      onClick={() =>
        sendTransaction({
          to: '0x000000000000000000000000000000000000dEaD',
          value: parseEther('0.001'),
        })
      }
    >
      Send a tip
    </button>
  )
}
