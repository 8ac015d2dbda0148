import { clone } from './clone.ts'
import type { DevWalletMethods } from './createRequestHandler.ts'
import type { WalletState } from './createWalletState.ts'
import {
  parseAddEthereumChainParameter,
  parseChainId,
} from './parseAddEthereumChainParameter.ts'

/** The chain methods: the selected chain, EIP-3326's switch, EIP-3085's add. */
export function chainMethods(state: WalletState): DevWalletMethods {
  return {
    eth_chainId: () => state.chainHex(),
    net_version: () => String(state.chainId),
    wallet_switchEthereumChain([target]) {
      state.selectChain(
        parseChainId((target as { chainId?: unknown } | undefined)?.chainId),
      )
      return null
    },
    wallet_addEthereumChain(_, params) {
      const { chain, parameter } = parseAddEthereumChainParameter(params)
      state.addChainRequests.push(clone(parameter))
      // A chain the wallet already knows keeps its own RPC URL, as in
      // MetaMask; adding it just switches to it.
      if (!state.chains.has(chain.id)) state.chains.set(chain.id, chain)
      state.persist()
      state.selectChain(chain.id)
      return null
    },
  }
}
