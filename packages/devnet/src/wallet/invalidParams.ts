import { DevWalletRpcError, rpcErrorCodes } from './DevWalletRpcError.ts'

/** The EIP-1474 error (-32602) for params a dev wallet method cannot take. */
export function invalidParams(message: string) {
  return new DevWalletRpcError({ code: rpcErrorCodes.invalidParams, message })
}
