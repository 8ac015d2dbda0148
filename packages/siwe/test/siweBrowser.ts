import type { SiweRouteHandler } from '@latch/siwe'

/** What a test sends: a path under the base, and how. */
export type BrowserRequest = {
  method?: string
  body?: BodyInit | null
  headers?: Record<string, string>
}

/**
 * One browser talking to a handler, as a page of `origin` would: a cookie
 * jar (what `Set-Cookie` set, `Max-Age=0` removes), and `Origin` and
 * `Content-Type: application/json` on its POSTs unless a test says
 * otherwise.
 */
export function createSiweBrowser(
  handler: SiweRouteHandler,
  { origin, basePath = '/api/siwe' }: { origin: string; basePath?: string },
) {
  const jar = new Map<string, string>()
  const send = async (path: string, init: BrowserRequest = {}) => {
    const { method = 'GET', headers = {}, body } = init
    const cookie = [...jar]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ')
    const response = await handler(
      new Request(`${origin}${basePath}${path}`, {
        method,
        headers: {
          ...(method === 'POST'
            ? { origin, 'content-type': 'application/json' }
            : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        ...(body === undefined ? {} : { body }),
        ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit),
    )
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair!.indexOf('=')
      const name = pair!.slice(0, index)
      if (/;\s*Max-Age=0\b/i.test(line)) jar.delete(name)
      else jar.set(name, pair!.slice(index + 1))
    }
    return response
  }
  return {
    jar,
    send,
    /** `GET nonce`: the nonce (the pre-session cookie lands in the jar). */
    async nonce(): Promise<string> {
      const response = await send('/nonce')
      if (response.status !== 200)
        throw new Error(`GET nonce answered ${response.status}`)
      return ((await response.json()) as { nonce: string }).nonce
    },
    verify: (body: { message: string; signature: string }) =>
      send('/verify', { method: 'POST', body: JSON.stringify(body) }),
    session: () => send('/session'),
    logout: () => send('/logout', { method: 'POST', body: '{}' }),
  }
}

/** A browser of `createSiweBrowser`. */
export type SiweBrowser = ReturnType<typeof createSiweBrowser>
