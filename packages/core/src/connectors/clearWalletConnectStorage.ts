import { phoneWalletKey } from '../mobile/phoneWalletKey.ts'
/** The key-value store WalletConnect v2 keeps its state in (IndexedDB or localStorage). */
export type WalletConnectStorage = {
  getKeys: () => Promise<string[]>
  removeItem: (key: string) => Promise<void>
}

export type ClearWalletConnectStorageParameters = {
  /** The page's localStorage. */
  storage: Storage
  /** The provider's own store (`provider.signer.client.core.storage`), when loaded. */
  walletConnectStorage?: WalletConnectStorage | undefined
}

// WalletConnect v1 kept its whole session under "walletconnect" (seed §4);
// its QR modal remembers the chosen mobile wallet beside it.
// With Latch's own memory of the wallet app a phone opened (`phoneWalletKey`).
const v1Keys = [
  'walletconnect',
  'WALLETCONNECT_DEEPLINK_CHOICE',
  phoneWalletKey,
]

/**
 * Whether a WalletConnect v2 key describes the session: the sign client's
 * session store and what the universal and Ethereum providers keep for it.
 * The relay client's own keys ("wc@2:core:…": its identity, pairings,
 * messages) are WalletConnect's, not the session's, and stay.
 */
function isSessionKey(key: string): boolean {
  // In IndexedDB the store normalizes "//" to ":" ("wc@2:client:0.3:session").
  return (
    /^wc@2:client:[^:/]*(\/\/|:)session$/.test(key) ||
    key.startsWith('wc@2:universal_provider:') ||
    key.startsWith('wc@2:ethereum_provider:')
  )
}

/**
 * Removes WalletConnect's stored session: v1's "walletconnect" item and
 * v2's session entries, from localStorage (where v2 falls back when IndexedDB
 * is missing, and where it kept them before moving to IndexedDB) and from the
 * provider's own store. Keys that belong to others stay.
 */
export async function clearWalletConnectStorage(
  parameters: ClearWalletConnectStorageParameters,
): Promise<void> {
  const { storage, walletConnectStorage } = parameters
  const keys: string[] = []
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)
    if (key !== null && (v1Keys.includes(key) || isSessionKey(key)))
      keys.push(key)
  }
  for (const key of keys) storage.removeItem(key)
  if (!walletConnectStorage) return
  for (const key of await walletConnectStorage.getKeys())
    if (isSessionKey(key)) await walletConnectStorage.removeItem(key)
}
