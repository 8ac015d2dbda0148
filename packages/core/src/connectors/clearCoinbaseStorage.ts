/** Whether a storage key holds Coinbase Wallet session data. */
function isCoinbaseKey(key: string): boolean {
  // WalletLink (SDK 3 and SDK 4's walletlink signer) keys contain
  // "-walletlink" (seed §4); SDK 4 keeps its signer choice, keys and accounts
  // under "-CBWSDK:".
  return key.includes('-walletlink') || key.startsWith('-CBWSDK:')
}

/**
 * Removes what the Coinbase Wallet SDK stored about a session: every key
 * containing "-walletlink" and the SDK 4 "-CBWSDK:" keys. Other keys stay.
 */
export function clearCoinbaseStorage(storage: Storage): void {
  const keys: string[] = []
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)
    if (key !== null && isCoinbaseKey(key)) keys.push(key)
  }
  // Collected first: removing while iterating shifts the indexes.
  for (const key of keys) storage.removeItem(key)
}
