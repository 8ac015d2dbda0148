/**
 * The recent-transactions list's limits and timings: at most `maxItems` per
 * account and chain (the newest kept), descriptions of at most
 * `maxDescriptionLength` characters, a revert reason cut at
 * `maxReasonLength`; a pending transaction the node no longer knows is
 * `dropped` once it has been missing for `droppedAfter` ms (and no other
 * transaction holds its nonce), and so is a batch whose status the wallet
 * has refused for as long (an id it does not know), or whose transactions
 * the node has not shown as the account's for as long; a batch's hashes
 * kept, at most `maxHashes`; followed until `confirmations` blocks hold
 * it; stored at format version `version`.
 */
export const recentTransactionsDefaults = {
  version: 1,
  maxItems: 50,
  maxDescriptionLength: 200,
  maxReasonLength: 300,
  maxHashes: 20,
  droppedAfter: 120_000,
  confirmations: 1,
} as const
