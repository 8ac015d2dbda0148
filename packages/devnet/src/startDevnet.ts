import { deployAccountAbstraction } from './accountAbstraction/deployAccountAbstraction.ts'
import { prepareVisitor } from './accountAbstraction/prepareVisitor.ts'
import { altoCli, startBundler } from './accountAbstraction/startBundler.ts'
import {
  type PaymasterService,
  startPaymasterService,
} from './accountAbstraction/startPaymasterService.ts'
import { type Anvil, startAnvil } from './anvil.ts'
import {
  devnetAccountAbstractionContracts,
  devnetBundlerPath,
  devnetChainIds,
  devnetPaymasterPath,
  devnetRelayPath,
  devnetRpcPath,
} from './chains/devnetChains.ts'
import { deployFixtures } from './fixtures.ts'
import { proxyPathOnly } from './proxyPathOnly.ts'
import { startRelay } from './relay/startRelay.ts'

export type StartDevnetParameters = {
  /** The chains' ids; the devnet's two by default (ENS and the token on the first). */
  chainIds?: readonly [number, number] | undefined
  /**
   * The page origins the nodes (`chains`, `proxy`) and the relay let in,
   * besides Node clients (no `Origin`), e.g. `['http://127.0.0.1:5173']`, or
   * a happy-dom page's origin. By default the page's own: the origin of the
   * loopback server the request came through. Any other gets 403.
   */
  origins?: readonly string[] | undefined
  /**
   * Also ERC-4337 on the first chain: EntryPoint v0.8, Simple7702Account and
   * a paymaster deployed, a bundler (alto) and an ERC-7677 paymaster service
   * on loopback (`Devnet['accountAbstraction']`); the dev account
   * `devnetVisitorAccountIndex` left with 0 ETH and demo tokens. A few
   * seconds more to start.
   */
  accountAbstraction?: boolean | undefined
}

/** The devnet's ERC-4337 parts, on its first chain. */
export type DevnetAccountAbstraction = {
  /** The chain they run on: the devnet's first. */
  chainId: number
  /** Where the contracts live (`devnetAccountAbstractionContracts`). */
  contracts: typeof devnetAccountAbstractionContracts
  /** The bundler's JSON-RPC (ERC-4337), for Node clients and the pages of `origins`. */
  bundlerUrl: string
  /** The account whose transactions carry the UserOperations. */
  bundlerExecutor: `0x${string}`
  /** The ERC-7677 paymaster service's JSON-RPC, for Node clients and the pages of `origins`. */
  paymasterUrl: string
  /** The paymaster service, its policy scriptable (sponsor, refuse, fail). */
  paymasterService: PaymasterService
}

/** A proxy entry for a dev server (Vite's `server.proxy` / `preview.proxy` shape). */
export type DevnetProxy = {
  target: string
  // The Host a page sent is what the default origin rule compares with.
  changeOrigin: false
  ws?: true | undefined
}

export type Devnet = {
  /**
   * Each chain, reached directly on loopback (HTTP and WebSocket), for Node
   * clients and the pages of `origins`: a gate in front of anvil, whose own
   * port is handed out nowhere. A page in a browser goes through `proxy`.
   */
  chains: readonly { id: number; name: string; rpcUrl: string; wsUrl: string }[]
  /** The WalletConnect relay's own loopback URL. */
  relayUrl: string
  /** With `accountAbstraction: true`: the bundler and the paymaster service. */
  accountAbstraction?: DevnetAccountAbstraction | undefined
  /**
   * A dev server's proxy entries that put the nodes (`/devnet/rpc/<id>`) and
   * the relay (`/devnet/relay`) behind the page's own origin (and, with
   * `accountAbstraction`, the bundler at `/devnet/bundler/<id>` and the
   * paymaster service at `/devnet/paymaster/<id>`), where
   * `devnetChains(origin)` and the Dev wallet expect them: one build works
   * whatever ports the nodes got, under a strict `connect-src 'self'`. Only
   * Node clients and the pages of `origins` get through.
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
  const { origins } = parameters
  // Before anything starts: without alto there is nothing to stop.
  if (parameters.accountAbstraction) altoCli()
  const started: { stop: () => Promise<void> }[] = []
  const stop = async () => {
    await Promise.allSettled(started.reverse().map((x) => x.stop()))
  }
  try {
    const [first, second] = await Promise.all([
      startAnvil({ chainId: firstId, origins }),
      startAnvil({ chainId: secondId, origins }),
    ])
    started.push(first, second)
    await deployFixtures({ rpcUrl: first.rpcUrl })
    const relay = await startRelay({ origins })
    started.push(relay)
    const { accountAbstraction, bundlerPid } = parameters.accountAbstraction
      ? await startAccountAbstraction(first, origins, started)
      : {}

    // Each node's gate answers at its `devnetRpcPath`, the path the proxy
    // keeps, and checks the page's Origin against the Host it kept.
    const proxy: Record<string, DevnetProxy> = {}
    for (const x of [first, second])
      proxy[devnetRpcPath(x.chainId)] = {
        target: x.rpcUrl,
        changeOrigin: false,
      }
    // Only that path: a prefix would also take a dev server's requests for
    // modules under a `devnet/relay/` folder.
    proxy[proxyPathOnly(devnetRelayPath)] = {
      target: relay.url,
      ws: true,
      changeOrigin: false,
    }
    if (accountAbstraction) {
      proxy[devnetBundlerPath(first.chainId)] = {
        target: accountAbstraction.bundlerUrl,
        changeOrigin: false,
      }
      proxy[devnetPaymasterPath(first.chainId)] = {
        target: accountAbstraction.paymasterUrl,
        changeOrigin: false,
      }
    }
    return {
      chains: [
        chainOf(first, 'Latch Devnet'),
        chainOf(second, 'Latch Devnet 2'),
      ],
      relayUrl: relay.url,
      accountAbstraction,
      proxy,
      pids: [first.pid, second.pid, ...(bundlerPid ? [bundlerPid] : [])],
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

async function startAccountAbstraction(
  node: Anvil,
  origins: readonly string[] | undefined,
  started: { stop: () => Promise<void> }[],
): Promise<{
  accountAbstraction: DevnetAccountAbstraction
  bundlerPid: number
}> {
  const { chainId } = node
  await deployAccountAbstraction({ rpcUrl: node.rpcUrl })
  await prepareVisitor({ rpcUrl: node.rpcUrl })
  const [bundler, paymasterService] = await Promise.all([
    startBundler({
      rpcUrl: node.rpcUrl,
      origins,
      paths: [devnetBundlerPath(chainId)],
    }).then((x) => {
      started.push(x)
      return x
    }),
    startPaymasterService({
      chainId,
      origins,
      paths: [devnetPaymasterPath(chainId)],
    }).then((x) => {
      started.push(x)
      return x
    }),
  ])
  return {
    accountAbstraction: {
      chainId,
      contracts: devnetAccountAbstractionContracts,
      bundlerUrl: bundler.url,
      bundlerExecutor: bundler.executor,
      paymasterUrl: paymasterService.url,
      paymasterService,
    },
    bundlerPid: bundler.pid,
  }
}

function chainOf(anvil: Anvil, name: string) {
  return { id: anvil.chainId, name, rpcUrl: anvil.rpcUrl, wsUrl: anvil.wsUrl }
}
