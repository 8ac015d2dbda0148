import type { Address } from 'viem'

/** The methods a wallet peer answers. */
export const walletPeerMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
]
const events = ['chainChanged', 'accountsChanged']

/** The namespaces of a session of `address` on `chainIds`. */
export function walletPeerNamespaces(address: Address, chainIds: number[]) {
  return {
    eip155: {
      chains: chainIds.map((id) => `eip155:${id}`),
      accounts: chainIds.map((id) => `eip155:${id}:${address}`),
      methods: walletPeerMethods,
      events,
    },
  }
}
