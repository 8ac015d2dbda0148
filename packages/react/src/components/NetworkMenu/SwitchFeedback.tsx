import { useLatchConfig } from '../../hooks/useLatchConfig.ts'
import { useOpenWallet } from '../../hooks/useOpenWallet.ts'
import type { UseSwitchWalletChainReturnType } from '../../hooks/useSwitchWalletChain.ts'
import { errorMessage } from '../../i18n/errorMessage.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { OpenWalletLink } from '../../phone/OpenWalletLink.tsx'

/**
 * What a chain switch is doing, in a status (switching, adding the chain,
 * switched, or "switch in your wallet" for wallets that cannot be asked),
 * and its failure in an alert.
 */
export function SwitchFeedback({
  switching,
}: {
  switching: UseSwitchWalletChainReturnType
}) {
  const messages = useMessages()
  const t = messages.network
  const config = useLatchConfig()
  const wallet = useOpenWallet()
  const target = config.chains.find(
    (chain) => chain.id === switching.variables?.chainId,
  )
  const name = target?.name ?? ''
  const error = switching.error
  // A wallet that cannot switch on request is not a failure: the visitor
  // switches there.
  const inWallet = error?.name === 'SwitchChainNotSupportedError'

  let status = ''
  if (switching.isPending)
    status =
      switching.phase === 'adding'
        ? t.adding(name)
        : `${t.switching(name)} ${wallet.name ? t.confirmIn(wallet.name) : ''}`
  else if (switching.isSuccess) status = t.switched(name)
  else if (inWallet) status = t.switchInWallet(name)

  return (
    <>
      <p
        role="status"
        className={`latch-status ${switching.isSuccess ? 'latch-status--success' : ''}`}
      >
        {status.trim()}
      </p>
      {switching.isPending && <OpenWalletLink />}
      <p role="alert" className="latch-alert">
        {error && !inWallet ? errorMessage(error, messages) : ''}
      </p>
    </>
  )
}
