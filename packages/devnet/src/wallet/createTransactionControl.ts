import {
  type Address,
  type Hex,
  hexToBigInt,
  numberToHex,
  type TransactionSerializable,
} from 'viem'
import type { DevWalletControl } from './createDevWalletControl.ts'
import type { WalletState } from './createWalletState.ts'
import { invalidParams } from './invalidParams.ts'
import { rpcRequest } from './rpcRequest.ts'

/** A transaction the wallet sent, as `control.transactions()` lists it. */
export type DevWalletTransaction = {
  hash: Hex
  chainId: number
  from: Address
  nonce: number
  to: Address | null
  value: bigint
  data: Hex | undefined
  /**
   * `sent`, or what the control did to it: `repriced` (sped up) and
   * `cancelled` (replaced by `replacedBy`; viem's words for the reason),
   * `dropped` from the node's pool.
   */
  status: 'sent' | 'repriced' | 'cancelled' | 'dropped'
  replacedBy: Hex | undefined
}

/**
 * The transaction faults of the control: pause mining, then speed up,
 * cancel or drop what the wallet sent, as a user or a node would.
 */
export function createTransactionControl(state: WalletState) {
  const node = (method: string, params: unknown[]) =>
    rpcRequest(state.chains.get(state.chainId)!.rpcUrl, method, params)

  // The named transaction, or the last one sent and still the latest of
  // its nonce.
  function pending(hash: Hex | undefined) {
    const record = state.transactions
      .filter(
        (record) =>
          !state.replaced.has(record.hash) &&
          (hash === undefined ||
            record.hash.toLowerCase() === hash.toLowerCase()),
      )
      .at(-1)
    if (!record)
      throw invalidParams(
        hash
          ? `The wallet sent no transaction ${hash} that is still the latest of its nonce.`
          : 'The wallet has sent no transaction to replace or drop.',
      )
    return record
  }

  async function replace(
    hash: Hex | undefined,
    status: 'repriced' | 'cancelled',
  ): Promise<Hex> {
    const record = pending(hash)
    const { transaction, account } = record
    // The node takes a replacement only if it pays more: half as much again.
    const bump = (fee: bigint) => fee + fee / 2n + 1n
    const fees =
      transaction.maxFeePerGas !== undefined
        ? {
            maxFeePerGas: bump(transaction.maxFeePerGas),
            maxPriorityFeePerGas: bump(transaction.maxPriorityFeePerGas ?? 0n),
          }
        : { gasPrice: bump(transaction.gasPrice ?? 0n) }
    const replacement = (
      status === 'repriced'
        ? { ...transaction, ...fees }
        : // A cancel is the usual one: nothing, to oneself, same nonce.
          {
            chainId: transaction.chainId,
            nonce: transaction.nonce,
            // Estimated: an account delegated to the batch executor runs
            // its code on a transfer, more than a plain transfer's 21,000.
            gas: hexToBigInt(
              (await rpcRequest(record.rpcUrl, 'eth_estimateGas', [
                { from: account.address, to: account.address, value: '0x0' },
              ])) as Hex,
            ),
            to: account.address,
            value: 0n,
            ...fees,
            ...(fees.maxFeePerGas !== undefined
              ? { type: 'eip1559' as const }
              : {}),
          }
    ) as TransactionSerializable
    const signed = await account.signTransaction(replacement)
    const replacedBy = (await rpcRequest(
      record.rpcUrl,
      'eth_sendRawTransaction',
      [signed],
    )) as Hex
    state.transactions.push({
      ...record,
      hash: replacedBy,
      transaction: replacement,
    })
    state.replaced.set(record.hash, { status, replacedBy })
    state.persist()
    return replacedBy
  }

  return {
    transactions: () =>
      state.transactions.map(({ hash, chainId, account, transaction }) => {
        const replacement = state.replaced.get(hash)
        return {
          hash,
          chainId,
          from: account.address,
          nonce: transaction.nonce ?? 0,
          to: transaction.to ?? null,
          value: transaction.value ?? 0n,
          data: transaction.data,
          status: replacement?.status ?? 'sent',
          replacedBy:
            replacement && 'replacedBy' in replacement
              ? replacement.replacedBy
              : undefined,
        }
      }),
    speedUp: (hash) => replace(hash, 'repriced'),
    cancel: (hash) => replace(hash, 'cancelled'),
    async drop(hash) {
      const record = pending(hash)
      const dropped = await rpcRequest(record.rpcUrl, 'anvil_dropTransaction', [
        record.hash,
      ])
      if (dropped === null)
        throw invalidParams(
          `The transaction ${record.hash} is not in the node's pool (mined already?).`,
        )
      state.replaced.set(record.hash, { status: 'dropped' })
      state.persist()
    },
    async setAutomine(automine) {
      await node('evm_setAutomine', [automine])
    },
    async mine(blocks = 1) {
      await node('anvil_mine', [numberToHex(blocks)])
    },
    sendFailing(send = true) {
      state.sendFailing = send
    },
  } satisfies Partial<DevWalletControl>
}
