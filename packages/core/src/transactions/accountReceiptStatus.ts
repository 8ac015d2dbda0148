import {
  type Address,
  hexToBigInt,
  isAddressEqual,
  type TransactionReceipt,
} from 'viem'
import {
  entryPoint06Address,
  entryPoint07Address,
  entryPoint08Address,
  entryPoint09Address,
} from 'viem/account-abstraction'

// ERC-4337's EntryPoints: a smart account's transaction is sent by a
// bundler, and only the EntryPoint's event names the account.
const entryPoints = new Set(
  [
    entryPoint06Address,
    entryPoint07Address,
    entryPoint08Address,
    entryPoint09Address,
  ].map((address) => address.toLowerCase()),
)
// keccak256('UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)')
const userOperationEvent =
  '0x49628fd1471006c1482da88028e9ce4dbb080b815c9b0344d39e5a8e6ec1419f'

/**
 * What a mined transaction did for `account`, as the node's receipt shows
 * it: its status when the account sent it; when a bundler sent it, the
 * outcome of the account's ERC-4337 operations in it (an EntryPoint's
 * `UserOperationEvent` naming the account: `reverted` if one failed, though
 * the bundle succeeded); none when it is not the account's.
 */
export function accountReceiptStatus(
  receipt: TransactionReceipt,
  account: Address,
): TransactionReceipt['status'] | undefined {
  if (isAddressEqual(receipt.from, account)) return receipt.status
  let status: TransactionReceipt['status'] | undefined
  for (const log of receipt.logs) {
    const [topic, , sender] = log.topics
    if (
      !entryPoints.has(log.address.toLowerCase()) ||
      topic !== userOperationEvent ||
      !sender ||
      hexToBigInt(sender) !== hexToBigInt(account)
    )
      continue
    // Data: nonce, success, actualGasCost, actualGasUsed (32 bytes each).
    const success = log.data.slice(2 + 64, 2 + 128)
    if (success.length !== 64) continue
    if (hexToBigInt(`0x${success}`) === 0n) return 'reverted'
    status = 'success'
  }
  return status
}
