import {
  numberToHex,
  ProviderDisconnectedError,
  UnsupportedProviderMethodError,
} from 'viem'
import { approvedMethods } from './approvedMethods.ts'
import { readWalletConnectChain } from './readWalletConnectChain.ts'
import { switchWalletConnectChain } from './switchWalletConnectChain.ts'
import type { WalletConnectState } from './walletConnectState.ts'

// A wallet's methods never go to a node, approved or not.
const walletMethod = /^(wallet_|personal_sign$|eth_sign)|^eth_sendTransaction$/

/**
 * Routes an EIP-1193 request: the provider answers its own chain and
 * accounts, the wallet signs what its session approved on `eip155:<chainId>`,
 * and reads go to the URL Latch chose for the chain.
 */
export async function requestWalletConnect(
  state: WalletConnectState,
  { method, params }: { method: string; params?: unknown },
): Promise<unknown> {
  const { signer } = state
  switch (method) {
    case 'eth_chainId':
      return numberToHex(state.chainId)
    case 'eth_accounts':
      return signer.session ? [...state.accounts] : []
    case 'eth_requestAccounts':
      if (!signer.session)
        throw new ProviderDisconnectedError(new Error('No session.'))
      return [...state.accounts]
    case 'wallet_switchEthereumChain':
      return switchWalletConnectChain(state, params)
  }
  const session = signer.session
  if (!walletMethod.test(method))
    return readWalletConnectChain(state, method, params)
  if (!session) throw new ProviderDisconnectedError(new Error('No session.'))
  if (!approvedMethods(session).includes(method))
    throw new UnsupportedProviderMethodError(
      new Error(`The wallet's session does not include ${method}.`),
    )
  return signer.request(
    { method, params: params as never },
    `eip155:${state.chainId}`,
  )
}
