import { DevWalletRpcError, rpcErrorCodes } from './DevWalletRpcError.ts'

let nextId = 1

/**
 * Sends one JSON-RPC request to a node over HTTP and returns its result; a
 * node error is rethrown with the node's own code, message and data.
 */
export async function rpcRequest(
  rpcUrl: string,
  method: string,
  params: unknown = [],
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    })
  } catch (cause) {
    throw new DevWalletRpcError({
      code: rpcErrorCodes.chainDisconnected,
      message: `Could not reach the node at ${rpcUrl}: ${errorMessage(cause)}`,
    })
  }
  let body: { result?: unknown; error?: unknown }
  try {
    body = await response.json()
  } catch {
    throw new DevWalletRpcError({
      code: rpcErrorCodes.internal,
      message: `The node at ${rpcUrl} answered ${method} with HTTP ${response.status} and no JSON-RPC body.`,
    })
  }
  if (body.error !== undefined) {
    const error = body.error as {
      code?: unknown
      message?: unknown
      data?: unknown
    }
    throw new DevWalletRpcError({
      code:
        typeof error.code === 'number' ? error.code : rpcErrorCodes.internal,
      message: typeof error.message === 'string' ? error.message : undefined,
      data: error.data,
    })
  }
  return body.result
}

function errorMessage(error: unknown) {
  return error instanceof Error ? error.message : String(error)
}
