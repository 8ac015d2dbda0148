// Loaded on demand (`useLazyAccountBalance`): viem's balance read (through
// multicall, with CCIP) is not part of the first paint.
export { accountBalanceQueryOptions } from '@latch/core'
