/** The first devnet chain's node, as the test process reaches it. */
export function firstChainRpcUrl(): string {
  const chains: { rpcUrl: string }[] = JSON.parse(
    process.env.LATCH_CHAINS ?? '[]',
  )
  if (!chains[0]) throw new Error('LATCH_CHAINS is not set')
  return chains[0].rpcUrl
}
