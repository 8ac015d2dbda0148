import { type Devnet, startDevnet } from '@latch/devnet'
import {
  build,
  createServer,
  type PreviewServer,
  preview,
  type ViteDevServer,
} from 'vite'
import { startSiweServer } from './startSiweServer.ts'
import { webVite } from './webVite.ts'

export type StartDevnetAppParameters = {
  /** `dev`: Vite's dev server (npm start); `preview`: a devnet build (tests). */
  serve: 'dev' | 'preview'
  /** The app's port; by default a free one (5173 for `dev`). */
  port?: number | undefined
  /** Where the devnet build goes (`preview` only). */
  outDir?: string | undefined
  /** Skip the build and serve `outDir` as it is (`preview` only). */
  skipBuild?: boolean | undefined
}

export type DevnetApp = Omit<Devnet, 'proxy'> & {
  /** The app's URL. */
  url: string
}

/** Where the page reaches the devnet's Sign-In with Ethereum backend. */
export const siwePath = '/api/siwe'

/**
 * The Latch front end in devnet mode on the embedded devnet (`@latch/devnet`):
 * its nodes, relay, bundler and paymaster service behind the app's own
 * origin, the Dev wallet offered,
 * and a Sign-In with Ethereum backend (`startSiweServer`) at `/api/siwe`.
 */
export async function startDevnetApp(
  parameters: StartDevnetAppParameters,
): Promise<DevnetApp> {
  // Gas the visitor does not pay: a bundler and a paymaster service, so a
  // Dev wallet account with no ETH can act.
  const devnet = await startDevnet({ accountAbstraction: true })
  const siwe = await startSiweServer({ chains: devnet.chains }).catch(
    async (error) => {
      await devnet.stop()
      throw error
    },
  )
  const stopBackends = async () => {
    await siwe.stop()
    await devnet.stop()
  }
  try {
    const server = await serve(parameters, {
      ...devnet.proxy,
      // The page's own origin: the session cookie is first party.
      [siwePath]: { target: siwe.url, changeOrigin: false },
    })
    const address = server.resolvedUrls?.local[0]
    if (!address) throw new Error('the app server did not report its URL')
    const url = address.replace(/\/$/, '')
    siwe.setOrigin(new URL(url).origin)
    return {
      ...devnet,
      url,
      stop: async () => {
        await server.close()
        await stopBackends()
      },
    }
  } catch (error) {
    await stopBackends()
    throw error
  }
}

async function serve(
  parameters: StartDevnetAppParameters,
  proxy: Devnet['proxy'],
): Promise<ViteDevServer | PreviewServer> {
  const { serve, port } = parameters
  const host = '127.0.0.1'
  if (serve === 'dev') {
    const server = await createServer({
      ...webVite,
      mode: 'devnet',
      logLevel: 'warn',
      // Vite's own CORS would answer other local pages' preflights for
      // the devnet's paths before the devnet could refuse them.
      server: {
        host,
        port: port ?? 5173,
        strictPort: !!port,
        proxy,
        cors: false,
      },
    })
    await server.listen()
    return server
  }
  const outDir = parameters.outDir ?? 'dist-devnet'
  if (!parameters.skipBuild)
    await build({
      ...webVite,
      mode: 'devnet',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    })
  return preview({
    ...webVite,
    mode: 'devnet',
    logLevel: 'warn',
    build: { outDir },
    preview: { host, port: port ?? 0, strictPort: !!port, proxy, cors: false },
  })
}
