/**
 * When a WalletConnect pairing URI stops being accepted, in ms since the
 * epoch: its `expiryTimestamp` parameter (seconds, EIP-1328 as WalletConnect
 * v2 writes it); `undefined` when it has none.
 */
export function pairingExpiry(uri: string): number | undefined {
  const query = uri.split('?')[1]
  if (!query) return undefined
  const seconds = Number(new URLSearchParams(query).get('expiryTimestamp'))
  return Number.isSafeInteger(seconds) && seconds > 0
    ? seconds * 1000
    : undefined
}
