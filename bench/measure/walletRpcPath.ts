/** Path of the test wallet's own proxy to a node (kept apart from the app's). */
export function walletRpcPath(chainId: number): string {
  return `/devnet/wallet-rpc/${chainId}`
}
