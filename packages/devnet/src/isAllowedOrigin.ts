import type { IncomingMessage } from 'node:http'

/**
 * Whether a request may reach the devnet's nodes or relay: a Node client (it
 * sends no `Origin`), or a page whose origin is one of `origins`; by default,
 * the origin of the loopback server the request came through (the dev page
 * whose server proxies the devnet), so no other site can.
 */
export function isAllowedOrigin(
  request: Pick<IncomingMessage, 'headers'>,
  origins?: readonly string[] | undefined,
): boolean {
  const { origin, host } = request.headers
  // Browsers send an Origin with every WebSocket and every cross-origin
  // request that could change something; only same-origin reads go without.
  if (origin === undefined) return true
  if (origins) return origins.includes(origin)
  // A loopback Host defeats DNS rebinding: a site that points its own name
  // at 127.0.0.1 still sends that name.
  if (!host || !isLoopbackHost(host)) return false
  return origin === `http://${host}` || origin === `https://${host}`
}

function isLoopbackHost(host: string): boolean {
  const name = host.replace(/:\d+$/, '').toLowerCase()
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127(?:\.\d{1,3}){3}$/.test(name)
  )
}
