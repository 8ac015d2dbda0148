import type { WalletPeerContext } from './WalletPeerContext.ts'

/**
 * The wallet peer's `wallet_getCapabilities` answer (EIP-5792) for
 * `[address, chainIds?]`: per chain it knows (the asked ones, or all), what
 * it was started with for that chain over `atomic` `unsupported` (it sends
 * no batches); chains it does not know are left out.
 */
export function walletPeerCapabilities(
  peer: Pick<WalletPeerContext, 'account' | 'chains' | 'capabilities'>,
  [address, chainIds]: unknown[],
): Record<string, Record<string, unknown>> {
  if (
    typeof address !== 'string' ||
    address.toLowerCase() !== peer.account.address.toLowerCase()
  )
    throw {
      code: 4100,
      message: `The account ${String(address)} is not the wallet's.`,
    }
  if (
    chainIds !== undefined &&
    (!Array.isArray(chainIds) ||
      chainIds.some(
        (id) => typeof id !== 'string' || !/^0x[0-9a-f]{1,16}$/i.test(id),
      ))
  )
    throw {
      code: -32602,
      message: 'Expected [address, chainIds?] with hex chain ids.',
    }
  const ids = (chainIds ?? [...peer.chains.keys()]).map(Number)
  return Object.fromEntries(
    ids
      .filter((id) => peer.chains.has(id))
      .map((id) => {
        const hex = `0x${id.toString(16)}`
        return [
          hex,
          { atomic: { status: 'unsupported' }, ...peer.capabilities[hex] },
        ]
      }),
  )
}
