import { fileURLToPath } from 'node:url'
import {
  build,
  createServer,
  type PreviewServer,
  type ProxyOptions,
  preview,
  type ViteDevServer,
} from 'vite'
import {
  devnetChainIds,
  devnetRelayPath,
  devnetRpcPath,
} from '../src/config/devnet.ts'
import { type Anvil, startAnvil } from './anvil.ts'
import { deployFixtures } from './fixtures.ts'
import { proxyPathOnly } from './proxyPathOnly.ts'
import { startRelay } from './relay/startRelay.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

export type StartDevnetParameters = {
  /** `dev`: Vite's dev server (npm start); `preview`: a devnet build (tests). */
  serve: 'dev' | 'preview'
  /** The app's port; by default a free one. */
  port?: number | undefined
  /** Where the devnet build goes (`preview` only). */
  outDir?: string | undefined
  /** Skip the build and serve `outDir` as it is (`preview` only). */
  skipBuild?: boolean | undefined
}

export type Devnet = {
  /** The app's URL. */
  url: string
  chains: readonly { id: number; name: string; rpcUrl: string }[]
  /** Every process id the devnet started. */
  pids: readonly number[]
  /** The WalletConnect relay's own loopback URL (the page uses the proxy). */
  relayUrl: string
  stop: () => Promise<void>
}

/**
 * Starts the embedded devnet: two anvil chains with the fixtures on the first,
 * and the app, which reaches them through same-origin proxies.
 */
export async function startDevnet(
  parameters: StartDevnetParameters,
): Promise<Devnet> {
  const started: { stop: () => Promise<void> }[] = []
  const stop = async () => {
    await Promise.allSettled(started.reverse().map((x) => x.stop()))
  }
  try {
    const [first, second] = await Promise.all([
      startAnvil({ chainId: devnetChainIds.first }),
      startAnvil({ chainId: devnetChainIds.second }),
    ])
    started.push(first, second)
    await deployFixtures({ rpcUrl: first.rpcUrl })

    const proxy: Record<string, ProxyOptions> = {}
    for (const anvil of [first, second])
      proxy[devnetRpcPath(anvil.chainId)] = {
        target: anvil.rpcUrl,
        changeOrigin: true,
        rewrite: () => '/',
      }
    // The WalletConnect relay runs in this process, behind the app's origin.
    // Only that path: a prefix would also take the dev server's requests for
    // the modules under devnet/relay/ (npm start then serves no app at all).
    const relay = await startRelay()
    started.push(relay)
    proxy[proxyPathOnly(devnetRelayPath)] = {
      target: relay.url,
      ws: true,
      changeOrigin: true,
    }

    const server = await serve({ ...parameters, proxy })
    started.push({ stop: () => server.close() })
    const address = server.resolvedUrls?.local[0]
    if (!address) throw new Error('the app server did not report its URL')
    return {
      url: address.replace(/\/$/, ''),
      chains: [
        chainOf(first, 'Latch Devnet'),
        chainOf(second, 'Latch Devnet 2'),
      ],
      pids: [first.pid, second.pid],
      relayUrl: relay.url,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

function chainOf(anvil: Anvil, name: string) {
  return { id: anvil.chainId, name, rpcUrl: anvil.rpcUrl }
}

async function serve(
  parameters: StartDevnetParameters & { proxy: Record<string, ProxyOptions> },
): Promise<ViteDevServer | PreviewServer> {
  const { serve, port, proxy } = parameters
  const host = '127.0.0.1'
  if (serve === 'dev') {
    const server = await createServer({
      root,
      mode: 'devnet',
      logLevel: 'warn',
      server: { host, port: port ?? 5173, strictPort: !!port, proxy },
    })
    await server.listen()
    return server
  }
  const outDir = parameters.outDir ?? 'dist-devnet'
  if (!parameters.skipBuild)
    await build({
      root,
      mode: 'devnet',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    })
  return preview({
    root,
    mode: 'devnet',
    logLevel: 'warn',
    build: { outDir },
    preview: { host, port: port ?? 0, strictPort: !!port, proxy },
  })
}
