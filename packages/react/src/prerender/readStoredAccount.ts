import type { Address } from 'viem'
import type { StoredAccountScriptData } from './storedAccountScript.ts'

/** A returning visitor's account button, as its stored snapshot allows. */
export type ReadStoredAccountReturnType =
  | {
      account: Address
      /** A plain ENS name (the app's first render would show it too). */
      name: string | undefined
      /** A `data:image/` URI, with a name only. */
      avatar: string | undefined
      /** The chain's name; none on a chain the app does not offer. */
      chain: string | undefined
    }
  | undefined

/**
 * The first-paint script's reading of the app's snapshot of its account
 * button (`persistAccountDisplay`), trusting none of it: `undefined` for a
 * snapshot of any other shape. A name only if known to be its own ENSIP-15
 * normalisation (the normaliser is not on the page yet) and no older than
 * the wallet cache lives, as the app's first render would have it. Throws
 * on storage that throws or text that is not JSON. Self-contained: the
 * script inlines its source (`storedAccountScript`).
 */
export function readStoredAccount(
  data: StoredAccountScriptData,
): ReadStoredAccountReturnType {
  const snapshot = localStorage.getItem(data.key)
  if (!snapshot) return
  const stored = JSON.parse(snapshot) as Record<string, unknown> | null
  const { v, at, address, chainId, name, avatar } = stored ?? {}
  if (
    v !== data.version ||
    typeof at !== 'number' ||
    typeof address !== 'string' ||
    !/^0x[0-9a-fA-F]{40}$/.test(address) ||
    typeof chainId !== 'number' ||
    !Number.isSafeInteger(chainId) ||
    chainId <= 0 ||
    (name !== undefined && typeof name !== 'string') ||
    (avatar !== undefined && typeof avatar !== 'string')
  )
    return
  const shown =
    typeof name === 'string' &&
    Date.now() - at <= data.maxAge &&
    name.length <= data.names.maxLength &&
    new RegExp(data.names.pattern).test(name)
      ? name
      : undefined
  return {
    account: address as Address,
    name: shown,
    avatar:
      shown &&
      typeof avatar === 'string' &&
      /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i.test(avatar)
        ? avatar
        : undefined,
    chain: data.chains[String(chainId)],
  }
}
