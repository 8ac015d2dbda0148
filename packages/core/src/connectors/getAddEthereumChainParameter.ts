import { type AddEthereumChainParameter, type Chain, numberToHex } from 'viem'

/**
 * The `wallet_addEthereumChain` payload (EIP-3085) for a configured chain: its
 * name, currency, one RPC URL (the node provider's when one is configured,
 * else the public one) and its block explorers (seed §4, §7).
 */
export function getAddEthereumChainParameter(
  chain: Chain,
): AddEthereumChainParameter {
  const rpcUrl = chain.rpcUrls.node?.http[0] ?? chain.rpcUrls.default.http[0]
  const explorers = Object.values(chain.blockExplorers ?? {}).map((x) => x.url)
  // `default` comes first: it is the one a wallet shows.
  const defaultExplorer = chain.blockExplorers?.default.url
  const blockExplorerUrls = [
    ...new Set([...(defaultExplorer ? [defaultExplorer] : []), ...explorers]),
  ]
  return {
    chainId: numberToHex(chain.id),
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: rpcUrl ? [rpcUrl] : [],
    ...(blockExplorerUrls.length > 0 ? { blockExplorerUrls } : {}),
  }
}
