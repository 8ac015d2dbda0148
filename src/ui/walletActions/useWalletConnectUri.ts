// ADAPTER — the WalletConnect pairing URI, until the wallet layer exposes it
// with the local relay. Swap: re-export that hook from here.
import { useEffect, useState } from 'react'
import { useConnectors } from 'wagmi'

/**
 * The pairing URI WalletConnect shows as a QR code (`display_uri`), while
 * `listening`; `undefined` before it is known.
 */
export function useWalletConnectUri(listening: boolean): string | undefined {
  const connector = useConnectors().find((x) => x.id === 'walletConnect')
  const [uri, setUri] = useState<string>()
  useEffect(() => {
    setUri(undefined)
    if (!connector || !listening) return
    const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
      if (type === 'display_uri' && typeof data === 'string') setUri(data)
    }
    connector.emitter.on('message', onMessage)
    return () => connector.emitter.off('message', onMessage)
  }, [connector, listening])
  return listening ? uri : undefined
}
