import { accountMethods } from './accountMethods.ts'
import { assetMethods } from './assetMethods.ts'
import { callsMethods } from './callsMethods.ts'
import { chainMethods } from './chainMethods.ts'
import type { FaultScript } from './createFaultScript.ts'
import type { WalletState } from './createWalletState.ts'
import { DevWalletRpcError, rpcErrorCodes } from './DevWalletRpcError.ts'
import { invalidParams } from './invalidParams.ts'
import { rpcRequest } from './rpcRequest.ts'
import { signingMethods } from './signingMethods.ts'
import { transactionMethods } from './transactionMethods.ts'

/** Wallet methods by name; each gets the params as a list and as sent. */
export type DevWalletMethods = Record<
  string,
  (list: unknown[], params: unknown) => unknown
>

// Read methods a wallet passes through to the selected chain's node.
const forwardedMethods = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_simulateV1',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'web3_clientVersion',
])

/**
 * The dev wallet's EIP-1193 `request`: checks the call, records it, plays
 * the fault script, then answers it or forwards it to the node.
 */
export function createRequestHandler(state: WalletState, faults: FaultScript) {
  const methods: DevWalletMethods = {
    ...accountMethods(state),
    ...chainMethods(state),
    ...assetMethods(state),
    ...signingMethods(state),
    ...transactionMethods(state),
    ...callsMethods(state),
  }

  return async function request(args: unknown): Promise<unknown> {
    if (
      typeof args !== 'object' ||
      args === null ||
      typeof (args as { method?: unknown }).method !== 'string' ||
      (args as { method: string }).method === ''
    )
      throw new DevWalletRpcError({
        code: rpcErrorCodes.invalidRequest,
        message: 'Expected a single { method, params } object.',
      })
    const { method, params } = args as { method: string; params?: unknown }
    if (params !== undefined && (typeof params !== 'object' || params === null))
      throw invalidParams('Expected params to be an array or an object.')
    await faults.play(method, params)
    // `Object.hasOwn`, so a method named like `toString` is not answered.
    if (Object.hasOwn(methods, method))
      return methods[method]!(Array.isArray(params) ? params : [], params)
    if (forwardedMethods.has(method))
      return rpcRequest(
        state.chains.get(state.chainId)!.rpcUrl,
        method,
        params ?? [],
      )
    throw new DevWalletRpcError({
      code: rpcErrorCodes.unsupportedMethod,
      message: `The method "${method}" is not supported by the Latch dev wallet.`,
    })
  }
}
