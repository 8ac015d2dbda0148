// JSON-RPC's codes, and EIP-1474's for a cap.
export const relayErrorCodes = {
  invalidJson: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  limitExceeded: -32005,
} as const

/** A request the relay answers with an error instead of acting on it. */
export class RelayRequestError extends Error {
  override name = 'RelayRequestError' as const
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}
