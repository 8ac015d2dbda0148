import { type Hex, numberToHex } from 'viem'
import type { DevWalletChain } from './createDevWallet.ts'
import type { WalletState } from './createWalletState.ts'
import { currentHash } from './currentHash.ts'
import { DevWalletRpcError, rpcErrorCodes } from './DevWalletRpcError.ts'
import { rpcRequest } from './rpcRequest.ts'

/** An EIP-5792 batch the wallet took, and how far it got sending it. */
export type CallsBatch = {
  id: string
  chainId: number
  atomic: boolean
  /** How many calls the app asked for. */
  calls: number
  /** The transactions sent for it so far, in call order. */
  hashes: Hex[]
  /**
   * Every call is sent, or one could not be (the node refused it, or the
   * one before was cancelled or dropped) and the rest were not.
   */
  settled: boolean
  /**
   * Sent as an ERC-4337 UserOperation (`paymasterService`): its hash, which
   * the chain's bundler follows; `hashes` holds its transaction once included.
   */
  userOperation?: Hex | undefined
}

type Log = { address: Hex; data: Hex; topics: Hex[] }

type Receipt = {
  logs: Log[]
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
}

/**
 * The `wallet_getCallsStatus` answer for a batch (EIP-5792 2.0.0): its
 * receipts from the node, following the transactions the control sped up;
 * a cancelled or dropped one counts as not included.
 */
export async function callsStatus(state: WalletState, batch: CallsBatch) {
  const chain = state.chains.get(batch.chainId)
  if (!chain)
    throw new DevWalletRpcError({
      code: rpcErrorCodes.unsupportedChain,
      message: `The wallet no longer knows chain ${batch.chainId}, where batch ${batch.id} was sent.`,
    })
  if (batch.userOperation !== undefined)
    return userOperationStatus(state, batch, chain)
  const { rpcUrl } = chain
  const outcomes = await Promise.all(
    batch.hashes.map(async (sent) => {
      const hash = currentHash(state, sent)
      if (hash === undefined) return 'lost' as const
      return (await rpcRequest(rpcUrl, 'eth_getTransactionReceipt', [
        hash,
      ])) as Receipt | null
    }),
  )
  const receipts = outcomes.filter(
    (outcome): outcome is Receipt => outcome !== null && outcome !== 'lost',
  )
  const succeeded = receipts.filter((receipt) => receipt.status === '0x1')
  const status = (() => {
    if (!batch.settled || outcomes.includes(null)) return 100
    if (receipts.length === 0) return 400
    if (succeeded.length === batch.calls || (batch.atomic && succeeded.length))
      return 200
    if (succeeded.length === 0) return 500
    return 600
  })()
  return {
    version: '2.0.0',
    id: batch.id,
    chainId: numberToHex(batch.chainId),
    status,
    atomic: batch.atomic,
    receipts: receipts.map(callsReceipt),
  }
}

function callsReceipt({
  logs,
  status,
  blockHash,
  blockNumber,
  gasUsed,
  transactionHash,
}: Receipt) {
  return {
    // EIP-5792's log fields; the node's others (block, index) are not part
    // of the answer.
    logs: logs.map(({ address, data, topics }) => ({ address, data, topics })),
    status,
    blockHash,
    blockNumber,
    gasUsed,
    transactionHash,
  }
}

type UserOperationReceipt = {
  success: boolean
  logs: Log[]
  receipt: Receipt
}

// A UserOperation's batch: pending (100) until the bundler has its receipt;
// then the operation's own success and logs, in the transaction that
// included it (a transaction that succeeds whatever its operations did).
async function userOperationStatus(
  state: WalletState,
  batch: CallsBatch,
  chain: DevWalletChain,
) {
  if (chain.bundlerUrl === undefined)
    throw new DevWalletRpcError({
      code: rpcErrorCodes.unsupportedChain,
      message: `The wallet no longer knows chain ${batch.chainId}'s bundler, through which batch ${batch.id} was sent.`,
    })
  const found = (await rpcRequest(
    chain.bundlerUrl,
    'eth_getUserOperationReceipt',
    [batch.userOperation],
  )) as UserOperationReceipt | null
  if (
    found !== null &&
    (typeof found?.success !== 'boolean' ||
      !Array.isArray(found.logs) ||
      !/^0x[0-9a-f]{64}$/i.test(String(found.receipt?.transactionHash)))
  )
    throw new DevWalletRpcError({
      code: rpcErrorCodes.internal,
      message: `The bundler answered eth_getUserOperationReceipt for batch ${batch.id} with no receipt of the expected shape.`,
    })
  if (found && !batch.settled) {
    batch.hashes = [found.receipt.transactionHash]
    batch.settled = true
    state.persist()
  }
  return {
    version: '2.0.0',
    id: batch.id,
    chainId: numberToHex(batch.chainId),
    status: found ? (found.success ? 200 : 500) : 100,
    atomic: true,
    receipts: found
      ? [
          callsReceipt({
            ...found.receipt,
            logs: found.logs,
            status: found.success ? '0x1' : '0x0',
          }),
        ]
      : [],
  }
}
