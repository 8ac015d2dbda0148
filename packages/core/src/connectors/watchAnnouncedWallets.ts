import type { EIP1193Provider } from 'viem'

/** A wallet announced over EIP-6963. */
export type AnnouncedWallet = {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: EIP1193Provider
}

/**
 * Listens for EIP-6963 announcements on `target` and asks every wallet to
 * announce itself; calls `onAnnounce` once per wallet (by uuid). Returns the
 * function that stops listening.
 */
export function watchAnnouncedWallets(
  target: EventTarget,
  onAnnounce: (wallet: AnnouncedWallet) => void,
): () => void {
  const seen = new Set<string>()
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail
    if (!isAnnouncedWallet(detail) || seen.has(detail.info.uuid)) return
    seen.add(detail.info.uuid)
    onAnnounce(detail)
  }
  target.addEventListener('eip6963:announceProvider', listener)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => target.removeEventListener('eip6963:announceProvider', listener)
}

// Any page script can dispatch the event: only a well-formed detail counts.
function isAnnouncedWallet(detail: unknown): detail is AnnouncedWallet {
  if (typeof detail !== 'object' || detail === null) return false
  const { info, provider } = detail as Partial<Record<string, unknown>>
  if (typeof info !== 'object' || info === null) return false
  const { uuid, name, icon, rdns } = info as Partial<Record<string, unknown>>
  return (
    typeof uuid === 'string' &&
    typeof name === 'string' &&
    typeof icon === 'string' &&
    typeof rdns === 'string' &&
    rdns !== '' &&
    typeof provider === 'object' &&
    provider !== null &&
    typeof (provider as { request?: unknown }).request === 'function'
  )
}
