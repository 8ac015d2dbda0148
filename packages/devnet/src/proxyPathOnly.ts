/**
 * A Vite `server.proxy` key that matches `path` itself, with any query, and
 * nothing under it (a plain key is a prefix: `/devnet/relay` would also take
 * the dev server's requests for the modules in `devnet/relay/`).
 */
export function proxyPathOnly(path: string): string {
  return `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\?|$)`
}
