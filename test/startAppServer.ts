import { existsSync, readFileSync, statSync } from 'node:fs'
import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'
import { devnetRelayPath } from '@latch/devnet'

/** One JSON-RPC call the app (or the wallet) sent to a devnet node. */
export type RpcCall = {
  /** `app`: `/devnet/rpc/<id>`; `wallet`: the test wallet's own path. */
  from: 'app' | 'wallet'
  chainId: number
  method: string
  /** `to` of an `eth_call`, lower case. */
  to?: string | undefined
  /** `data` of an `eth_call`, lower case. */
  data?: string | undefined
}

/** What the server saw since the log was last taken. */
export type ServerLog = {
  /** Static files served: path, gzip bytes sent. */
  files: { path: string; gzip: number }[]
  rpc: RpcCall[]
}

export type AppServer = {
  url: string
  /** Returns what was served since the last call, and starts a new log. */
  takeLog: () => ServerLog
  stop: () => Promise<void>
}

export type StartAppServerParameters = {
  /** The built app (`index.html` at its root). */
  dir: string
  /** The devnet nodes by chain id. */
  nodes: Record<number, string>
  /**
   * The devnet's WalletConnect relay (`ws://127.0.0.1:<port>`), reached by
   * the page at `/devnet/relay` on the app's origin.
   */
  relayUrl?: string | undefined
}

/**
 * An empty page on the app's origin, where a tab waits between reloads:
 * same-site, so the next load reuses the renderer as a reload would.
 */
export const blankPath = '/__bench/blank'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

/**
 * Serves a built app on loopback as a static host would (gzip, hashed assets
 * immutable, `index.html` revalidated, SPA fallback) and proxies
 * `/devnet/rpc/<id>` to the devnet nodes, logging every JSON-RPC call.
 */
export async function startAppServer(
  parameters: StartAppServerParameters,
): Promise<AppServer> {
  const { dir, nodes, relayUrl } = parameters
  const gzipped = new Map<string, Buffer>()
  let log: ServerLog = { files: [], rpc: [] }

  const serveFile = (path: string, response: ServerResponse) => {
    let file = normalize(join(dir, decodeURIComponent(path)))
    if (
      !file.startsWith(dir) ||
      !existsSync(file) ||
      statSync(file).isDirectory()
    )
      file = join(dir, 'index.html')
    let body = gzipped.get(file)
    if (!body) {
      body = gzipSync(readFileSync(file), { level: 9 })
      gzipped.set(file, body)
    }
    log.files.push({
      path: file.slice(dir.length).replace(/\\/g, '/'),
      gzip: body.length,
    })
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'content-length': body.length,
      'cache-control': path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    })
    response.end(body)
  }

  const proxy = async (
    request: IncomingMessage,
    response: ServerResponse,
    from: RpcCall['from'],
    chainId: number,
  ) => {
    const target = nodes[chainId]
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    if (!target) {
      response.writeHead(404).end()
      return
    }
    try {
      const parsed = JSON.parse(body) as unknown
      for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
        const { method, params } = call as { method?: string; params?: unknown }
        const tx =
          method === 'eth_call' && Array.isArray(params)
            ? (params[0] as { to?: string; data?: string } | undefined)
            : undefined
        log.rpc.push({
          from,
          chainId,
          method: method ?? '?',
          to: tx?.to?.toLowerCase(),
          data: tx?.data?.toLowerCase(),
        })
      }
    } catch {
      log.rpc.push({ from, chainId, method: '(unparsable)' })
    }
    try {
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      const text = await answer.text()
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
      })
      response.end(text)
    } catch (error) {
      response.writeHead(502).end(String(error))
    }
  }

  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!
    const rpc = /^\/devnet\/(rpc|wallet-rpc)\/(\d+)$/.exec(path)
    if (rpc) {
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end()
        return
      }
      void proxy(
        request,
        response,
        rpc[1] === 'rpc' ? 'app' : 'wallet',
        Number(rpc[2]),
      )
      return
    }
    if (path === blankPath) {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      })
      response.end('<!doctype html><title>bench</title>')
      return
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405).end()
      return
    }
    serveFile(path, response)
  })
  server.keepAliveTimeout = 1_000
  // The relay's websocket, passed through byte for byte.
  const tunnels = new Set<{ destroy: () => void }>()
  server.on('upgrade', (request, socket, head) => {
    const path = (request.url ?? '/').split('?')[0]
    if (!relayUrl || path !== devnetRelayPath) {
      socket.destroy()
      return
    }
    const target = new URL(relayUrl)
    const upstream = connect(Number(target.port), target.hostname, () => {
      const headers = Object.entries(request.headers).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value ?? '']).map(
          // The page's own Host too: the relay lets in the page served
          // where the request came through (its Origin names this server).
          (x) => `${name}: ${x}`,
        ),
      )
      upstream.write(
        `${request.method} ${request.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`,
      )
      upstream.write(head)
      socket.pipe(upstream).pipe(socket)
    })
    upstream.on('error', () => socket.destroy())
    socket.on('error', () => upstream.destroy())
    tunnels.add(socket).add(upstream)
    socket.on('close', () => {
      tunnels.delete(socket)
      upstream.destroy()
    })
    upstream.on('close', () => {
      tunnels.delete(upstream)
      socket.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    takeLog: () => {
      const taken = log
      log = { files: [], rpc: [] }
      return taken
    },
    stop: () =>
      new Promise((resolve) => {
        for (const tunnel of tunnels) tunnel.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
