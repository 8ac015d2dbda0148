import type { SessionTypes } from '@walletconnect/types'
import { type Address, getAddress, isAddress } from 'viem'
import { eip155Namespaces } from './eip155Namespaces.ts'
import { parseChainId } from './parseChainId.ts'

/**
 * The session's addresses on `chainId`, else on any of its chains (a wallet
 * that switched to a chain its session never named).
 */
export function sessionAccounts(
  session: SessionTypes.Struct | undefined,
  chainId: number,
): Address[] {
  const all: [number | undefined, Address][] = []
  for (const namespace of eip155Namespaces(session))
    for (const account of namespace.accounts) {
      const [, reference, address] = String(account).split(':')
      if (address && isAddress(address, { strict: false }))
        all.push([parseChainId(reference), getAddress(address)])
    }
  const here = all.filter(([id]) => id === chainId).map(([, a]) => a)
  return [...new Set(here.length ? here : all.map(([, a]) => a))]
}
