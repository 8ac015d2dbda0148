import type { EIP1193Provider } from 'viem'
import { imageDataUri } from './imageDataUri.ts'

/** A wallet announced over EIP-6963. */
export type AnnouncedWallet = {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: EIP1193Provider
}

/**
 * Listens for EIP-6963 announcements on `target` and asks every wallet to
 * announce itself; calls `onAnnounce` once per wallet (by uuid). Only an
 * announcement whose `info` is as EIP-6963 has it counts: a v4 UUID, a name,
 * a data URI of an image type as icon, an rdns in reverse-DNS form; any other
 * is ignored. Returns the function that stops listening.
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

const uuidV4 =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

// Two or more DNS labels (letters, digits, inner hyphens), as `io.metamask`.
const reverseDns =
  /^(?=.{3,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i

// Any page script can dispatch the event: only a well-formed detail counts.
function isAnnouncedWallet(detail: unknown): detail is AnnouncedWallet {
  if (typeof detail !== 'object' || detail === null) return false
  const { info, provider } = detail as Partial<Record<string, unknown>>
  if (typeof info !== 'object' || info === null) return false
  const { uuid, name, icon, rdns } = info as Partial<Record<string, unknown>>
  return (
    typeof uuid === 'string' &&
    uuidV4.test(uuid) &&
    typeof name === 'string' &&
    name.trim() !== '' &&
    typeof icon === 'string' &&
    imageDataUri.test(icon) &&
    typeof rdns === 'string' &&
    reverseDns.test(rdns) &&
    typeof provider === 'object' &&
    provider !== null &&
    typeof (provider as { request?: unknown }).request === 'function'
  )
}
