/**
 * The EIP-1193, EIP-1474 and EIP-5792 error codes the dev wallet answers
 * with; 5800, a paymaster service that did not sponsor (`paymasterService`).
 */
export const rpcErrorCodes = {
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidInput: -32000,
  resourceUnavailable: -32002,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  unsupportedCapability: 5700,
  unsupportedChain: 5710,
  duplicateCallsId: 5720,
  unknownCallsId: 5730,
  atomicityNotSupported: 5760,
  sponsorshipFailed: 5800,
} as const

const defaultMessages: Record<number, string> = {
  4001: 'User rejected the request.',
  4100: 'The requested account and/or method has not been authorized by the user.',
  4200: 'The requested method is not supported by this Ethereum provider.',
  4900: 'The provider is disconnected from all chains.',
  4901: 'The provider is not connected to the requested chain.',
  4902: 'Unrecognized chain ID.',
  [-32002]: 'Request already pending.',
  [-32600]: 'Invalid request.',
  [-32601]: 'The method does not exist or is not available.',
  [-32602]: 'Invalid method parameters.',
  [-32603]: 'Internal JSON-RPC error.',
  5700: 'Unsupported non-optional capability.',
  5710: 'Unsupported chain ID.',
  5720: 'Duplicate ID.',
  5730: 'Unknown bundle ID.',
  5760: 'Atomicity not supported.',
  5800: 'The paymaster service did not sponsor the calls.',
}

export type DevWalletRpcErrorParameters = {
  code: number
  message?: string | undefined
  data?: unknown
}

export type DevWalletRpcErrorType = DevWalletRpcError & {
  name: 'DevWalletRpcError'
}

/**
 * An EIP-1193 `ProviderRpcError`: what every failed dev wallet request
 * rejects with, so callers (viem, wagmi) classify it by its numeric `code`.
 */
export class DevWalletRpcError extends Error {
  override name = 'DevWalletRpcError' as const
  code: number
  data?: unknown

  constructor({ code, message, data }: DevWalletRpcErrorParameters) {
    super(message ?? defaultMessages[code] ?? `Request failed (${code}).`)
    this.code = code
    if (data !== undefined) this.data = data
  }
}
