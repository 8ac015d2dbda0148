import { type Address, encodeFunctionData, erc20Abi } from 'viem'

/** What `tokenBatchCalls` takes. */
export type TokenBatchCallsParameters = {
  /** The token's contract. */
  token: Address
  /** The connected account: it approves itself, then moves from itself. */
  account: Address
  to: Address
  /** In the token's smallest unit. */
  value: bigint
}

/** The Send form's *Approve and send*: the token's approval of `value` and its `transferFrom` to `to`, as one batch's calls. */
export function tokenBatchCalls({
  token,
  account,
  to,
  value,
}: TokenBatchCallsParameters) {
  return [
    {
      to: token,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [account, value],
      }),
    },
    {
      to: token,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [account, to, value],
      }),
    },
  ]
}
