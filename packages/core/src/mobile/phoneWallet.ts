import { phoneWalletKey } from './phoneWalletKey.ts'

/** The stored choice: `{"v":1,"id":"<wallet id>"}`. */
type Stored = { v: 1; id: string }

// A wallet id as Latch's descriptors have them (a connector id).
const walletId = /^[A-Za-z0-9._-]{1,64}$/

/** The remembered wallet's id, or `undefined` for none or anything malformed. */
export function readPhoneWallet(
  storage: Pick<Storage, 'getItem'> | undefined,
): string | undefined {
  try {
    const raw = storage?.getItem(phoneWalletKey)
    if (!raw || raw.length > 256) return undefined
    const value = JSON.parse(raw) as Partial<Stored> | null
    if (
      typeof value !== 'object' ||
      value === null ||
      value.v !== 1 ||
      typeof value.id !== 'string' ||
      !walletId.test(value.id)
    )
      return undefined
    return value.id
  } catch {
    return undefined
  }
}

/** Remembers `id` as the wallet app this phone opens; nothing when storage fails. */
export function writePhoneWallet(
  storage: Pick<Storage, 'setItem'> | undefined,
  id: string,
): void {
  if (!walletId.test(id)) return
  try {
    storage?.setItem(
      phoneWalletKey,
      JSON.stringify({ v: 1, id } satisfies Stored),
    )
  } catch {}
}
