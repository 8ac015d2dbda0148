import {
  encodeFunctionData,
  type Hex,
  hexToNumber,
  type LocalAccount,
  numberToHex,
} from 'viem'
import { batchExecutor } from './batchExecutor.ts'
import type { WalletState } from './createWalletState.ts'
import { invalidParams } from './invalidParams.ts'
import { isDelegatedToBatchExecutor } from './isDelegatedToBatchExecutor.ts'
import type { DevWalletCall } from './parseSendCallsParameters.ts'
import { rpcRequest } from './rpcRequest.ts'
import { sendWalletTransaction } from './sendWalletTransaction.ts'

export type SendAtomicBatchParameters = {
  account: LocalAccount
  chainId: number
  calls: readonly DevWalletCall[]
}

/**
 * Sends a batch as one transaction from the account to itself, running the
 * batch executor's `execute` (all calls or none); the first time, with the
 * EIP-7702 authorization that delegates the account to it.
 */
export async function sendAtomicBatch(
  state: WalletState,
  { account, chainId, calls }: SendAtomicBatchParameters,
): Promise<Hex> {
  const { rpcUrl } = state.chains.get(chainId)!
  const read = (method: string, params: unknown[]) =>
    rpcRequest(rpcUrl, method, params)
  if (calls.some((call) => call.to === undefined))
    throw invalidParams(
      'A contract creation cannot be part of an atomic batch.',
    )
  // A devnet has no executor until the first batch: anvil installs it, as
  // a deploy would, without spending any account's nonce.
  if ((await read('eth_getCode', [batchExecutor.address, 'latest'])) === '0x')
    await read('anvil_setCode', [batchExecutor.address, batchExecutor.code])

  const nonce = hexToNumber(
    (await read('eth_getTransactionCount', [
      account.address,
      'pending',
    ])) as Hex,
  )
  const authorizationList = (await isDelegatedToBatchExecutor(
    rpcUrl,
    account.address,
  ))
    ? undefined
    : [
        // The account sends the transaction, which takes its nonce first;
        // the authorization is checked after, against the next one.
        await account.signAuthorization!({
          address: batchExecutor.address,
          chainId,
          nonce: nonce + 1,
        }),
      ]
  const data = encodeFunctionData({
    abi: batchExecutor.abi,
    functionName: 'execute',
    args: [
      calls.map((call) => ({
        to: call.to!,
        value: call.value,
        data: call.data ?? '0x',
      })),
    ],
  })
  return sendWalletTransaction(state, {
    account,
    chainId,
    transaction: { to: account.address, data, nonce: numberToHex(nonce) },
    authorizationList,
  })
}
