import { deployFixtures, devnetChainIds, startAnvil } from '@latch/devnet'

export type Nodes = {
  /** RPC URL by chain id. */
  urls: Record<number, string>
  chains: readonly { id: number; name: string }[]
  pids: readonly number[]
  stop: () => Promise<void>
}

/** The devnet's two anvil chains, with the ENS and token fixtures on the first. */
export async function startNodes(): Promise<Nodes> {
  const started = await Promise.allSettled([
    startAnvil({ chainId: devnetChainIds.first }),
    startAnvil({ chainId: devnetChainIds.second }),
  ])
  const nodes = started.flatMap((x) =>
    x.status === 'fulfilled' ? [x.value] : [],
  )
  const stop = async () => {
    await Promise.allSettled(nodes.map((x) => x.stop()))
  }
  try {
    const [first, second] = started.map((x) => {
      if (x.status === 'rejected') throw x.reason
      return x.value
    })
    await deployFixtures({ rpcUrl: first!.rpcUrl })
    return {
      urls: {
        [first!.chainId]: first!.rpcUrl,
        [second!.chainId]: second!.rpcUrl,
      },
      chains: [
        { id: first!.chainId, name: 'Latch Devnet' },
        { id: second!.chainId, name: 'Latch Devnet 2' },
      ],
      pids: nodes.map((x) => x.pid),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
