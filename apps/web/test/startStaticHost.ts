import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'
import { type HeaderRule, readHeadersFile } from './readHeadersFile.ts'

export type StaticHost = {
  url: string
  /** The paths asked for, in order. */
  requests: string[]
  stop: () => Promise<void>
}

export type StartStaticHostParameters = {
  /** The built app (`index.html` at its root). */
  dir: string
  /**
   * `'_headers'`: each response gets the headers of every rule of the
   * folder's `_headers` file whose path matches, as Netlify and Cloudflare
   * Pages do; `'none'`: no header but the content type, as a bucket or an
   * IPFS gateway.
   */
  headers: '_headers' | 'none'
  /** A port chosen beforehand (a node that lets in only this page needs it); a free one by default. */
  port?: number | undefined
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.md': 'text/markdown; charset=utf-8',
  '.json': 'application/json',
}

/**
 * A plain static file host on loopback: files as they are (`/` is
 * `index.html`; anything else missing is a 404, no fallback), GET and HEAD
 * only, and no header of its own but what `headers` says. The `_headers`
 * file itself is the host's configuration, never served.
 */
export async function startStaticHost(
  parameters: StartStaticHostParameters,
): Promise<StaticHost> {
  const { dir } = parameters
  const rules =
    parameters.headers === '_headers'
      ? readHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'))
      : []
  const requests: string[] = []
  const server = createServer((request, response) => {
    const path = decodeURIComponent(
      new URL(request.url ?? '/', 'http://host').pathname,
    )
    requests.push(path)
    for (const [name, value] of headersFor(rules, path))
      response.setHeader(name, value)
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405).end()
      return
    }
    const file = normalize(join(dir, path === '/' ? 'index.html' : path))
    if (
      !file.startsWith(dir + sep) ||
      path === '/_headers' ||
      !existsSync(file) ||
      statSync(file).isDirectory()
    ) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    const body = readFileSync(file)
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'content-length': body.length,
    })
    response.end(request.method === 'HEAD' ? undefined : body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 0, '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * The headers of every rule whose path matches, as the hosts combine them:
 * `*` matches anything (slashes too), `:name` one segment; a header named
 * by several rules gets their values joined with ", ".
 */
function headersFor(rules: readonly HeaderRule[], path: string) {
  const found = new Map<string, [string, string]>()
  for (const rule of rules) {
    const pattern = rule.path
      .split(/(\*|:[A-Za-z]\w*)/)
      .map((part) =>
        part === '*'
          ? '.*'
          : part.startsWith(':')
            ? '[^/]+'
            : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')
    if (!new RegExp(`^${pattern}$`).test(path)) continue
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      const seen = found.get(key)
      found.set(key, seen ? [seen[0], `${seen[1]}, ${value}`] : [name, value])
    }
  }
  return [...found.values()]
}
