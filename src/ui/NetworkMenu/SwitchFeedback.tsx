import { useConfig } from 'wagmi'
import { errorMessage } from '../../i18n/errorMessage.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import type { UseSwitchWalletChainReturnType } from '../../wallet/hooks/useSwitchWalletChain.ts'
import { useWalletConnection } from '../../wallet/hooks/useWalletConnection.ts'
import controls from '../controls.module.css'

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
  const config = useConfig()
  const { connector } = useWalletConnection()
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
        : `${t.switching(name)} ${connector ? t.confirmIn(connector.name) : ''}`
  else if (switching.isSuccess) status = t.switched(name)
  else if (inWallet) status = t.switchInWallet(name)

  return (
    <>
      <p
        role="status"
        className={`${controls.status} ${switching.isSuccess ? controls.success : ''}`}
      >
        {status.trim()}
      </p>
      <p role="alert" className={controls.alert}>
        {error && !inWallet ? errorMessage(error, messages) : ''}
      </p>
    </>
  )
}
