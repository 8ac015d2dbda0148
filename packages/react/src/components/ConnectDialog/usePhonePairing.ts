import { useCallback, useEffect, useState } from 'react'
import { useConnectWallet } from '../../hooks/useConnectWallet.ts'
import { useSettleOnLeave } from '../../phone/useSettleOnLeave.ts'
import { pairingExpiry } from './pairingExpiry.ts'

// A pairing this close to its expiry is replaced rather than handed to an
// app: the visitor needs time to approve.
const expiryMargin = 30_000

export type PhonePairing = ReturnType<typeof useConnectWallet> & {
  /** The live pairing URI, once WalletConnect's SDK has made it. */
  uri: string | undefined
  /** Starts a new pairing (the last one is dropped). */
  restart: () => void
  /** Replaces the pairing if it is expired or about to be. */
  refreshIfStale: () => void
}

/**
 * On a phone, the WalletConnect pairing made as the connect dialog opens
 * (`enabled`), through `connectorId`'s connector, so that each wallet app's
 * tile is a plain link by the time the visitor taps it: no `await` between
 * the tap and the app.
 */
export function usePhonePairing(parameters: {
  enabled: boolean
  connectorId: string | undefined
}): PhonePairing {
  const { enabled, connectorId } = parameters
  const pairing = useConnectWallet()
  const { mutate, reset, isIdle, isPending, displayUri } = pairing
  const [, setRound] = useState(0)

  const restart = useCallback(() => {
    if (!connectorId) return
    reset()
    setRound((x) => x + 1)
    mutate({ connectorId })
  }, [connectorId, mutate, reset])

  useEffect(() => {
    if (enabled && connectorId && isIdle) mutate({ connectorId })
  }, [enabled, connectorId, isIdle, mutate])

  useSettleOnLeave(isPending)
  const uri = isPending ? displayUri : undefined
  const refreshIfStale = useCallback(() => {
    const expiry = uri && pairingExpiry(uri)
    if (expiry && expiry - Date.now() < expiryMargin) restart()
  }, [uri, restart])

  // An expired pairing is no use to anyone: replaced when it runs out.
  useEffect(() => {
    const expiry = uri && pairingExpiry(uri)
    if (!enabled || !expiry) return
    const timer = setTimeout(
      restart,
      Math.max(0, expiry - expiryMargin - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [enabled, uri, restart])

  return { ...pairing, uri, restart, refreshIfStale }
}
