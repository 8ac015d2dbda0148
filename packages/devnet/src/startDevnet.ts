import { type Anvil, startAnvil } from './anvil.ts'
import {
  devnetChainIds,
  devnetRelayPath,
  devnetRpcPath,
} from './chains/devnetChains.ts'
import { deployFixtures } from './fixtures.ts'
import { proxyPathOnly } from './proxyPathOnly.ts'
import { startRelay } from './relay/startRelay.ts'

export type StartDevnetParameters = {
  /** The chains' ids; the devnet's two by default (ENS and the token on the first). */
  chainIds?: readonly [number, number] | undefined
}

/** A proxy entry for a dev server (Vite's `server.proxy` / `preview.proxy` shape). */
export type DevnetProxy = {
  target: string
  changeOrigin: true
  ws?: true | undefined
  rewrite?: ((path: string) => string) | undefined
}

export type Devnet = {
  /** Each chain, reached directly on loopback. */
  chains: readonly { id: number; name: string; rpcUrl: string; wsUrl: string }[]
  /** The WalletConnect relay's own loopback URL. */
  relayUrl: string
  /**
   * A dev server's proxy entries that put the nodes (`/devnet/rpc/<id>`) and
   * the relay (`/devnet/relay`) behind the page's own origin, where
   * `devnetChains(origin)` and the Dev wallet expect them: one build works
   * whatever ports the nodes got, under a strict `connect-src 'self'`.
   */
  proxy: Record<string, DevnetProxy>
  /** Every process id the devnet started. */
  pids: readonly number[]
  /** Stops every process and server it started. */
  stop: () => Promise<void>
}

/**
 * Starts the embedded devnet on loopback: two anvil chains, ENS (alice.eth,
 * bob.eth) and the demo token deployed on the first, and a local WalletConnect
 * relay. Nothing reaches beyond the machine.
 *
 * @example
 * const devnet = await startDevnet()
 * // vite.config.ts: server: { proxy: devnet.proxy }
 * await devnet.stop()
 */
export async function startDevnet(
  parameters: StartDevnetParameters = {},
): Promise<Devnet> {
  const [firstId, secondId] = parameters.chainIds ?? [
    devnetChainIds.first,
    devnetChainIds.second,
  ]
  const started: { stop: () => Promise<void> }[] = []
  const stop = async () => {
    await Promise.allSettled(started.reverse().map((x) => x.stop()))
  }
  try {
    const [first, second] = await Promise.all([
      startAnvil({ chainId: firstId }),
      startAnvil({ chainId: secondId }),
    ])
    started.push(first, second)
    await deployFixtures({ rpcUrl: first.rpcUrl })
    const relay = await startRelay()
    started.push(relay)

    const proxy: Record<string, DevnetProxy> = {}
    for (const anvil of [first, second])
      proxy[devnetRpcPath(anvil.chainId)] = {
        target: anvil.rpcUrl,
        changeOrigin: true,
        rewrite: () => '/',
      }
    // Only that path: a prefix would also take a dev server's requests for
    // modules under a `devnet/relay/` folder.
    proxy[proxyPathOnly(devnetRelayPath)] = {
      target: relay.url,
      ws: true,
      changeOrigin: true,
    }
    return {
      chains: [
        chainOf(first, 'Latch Devnet'),
        chainOf(second, 'Latch Devnet 2'),
      ],
      relayUrl: relay.url,
      proxy,
      pids: [first.pid, second.pid],
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

function chainOf(anvil: Anvil, name: string) {
  return { id: anvil.chainId, name, rpcUrl: anvil.rpcUrl, wsUrl: anvil.wsUrl }
}
