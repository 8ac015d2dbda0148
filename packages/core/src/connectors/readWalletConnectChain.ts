import { UnsupportedProviderMethodError } from 'viem'
import type { WalletConnectState } from './walletConnectState.ts'

/** Sends a read to the URL Latch chose for the provider's chain. */
export async function readWalletConnectChain(
  state: WalletConnectState,
  method: string,
  params: unknown,
): Promise<unknown> {
  const url = state.rpcMap[state.chainId]
  if (!url)
    throw new UnsupportedProviderMethodError(
      new Error(`No RPC URL for chain ${state.chainId}.`),
    )
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: ++state.rpcId,
      method,
      params: params ?? [],
    }),
  })
  const body = (await response.json()) as {
    result?: unknown
    error?: { code: number; message: string }
  }
  if (body.error) throw Object.assign(new Error(body.error.message), body.error)
  return body.result
}
