/**
 * Where the provider keeps its chain in the SDK's store: the key
 * WalletConnect's Ethereum provider used, so that a session it stored is
 * restored on the same chain.
 */
export const walletConnectChainIdKey = 'wc@2:ethereum_provider:/chainId'
