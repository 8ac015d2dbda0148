import { securityHeaders } from '@latch/core/csp'
import { type NextRequest, NextResponse } from 'next/server'
import { appConfig } from './app/latch'
import { staticScriptHashes } from './staticScriptHashes'

/**
 * Every page's Content-Security-Policy, with a nonce fresh for each request:
 * Next.js reads it from the request's header and writes it on its own inline
 * scripts; the layout reads it too (`x-nonce`). The other security headers
 * do not change per request: `next.config.ts` sends them.
 */
export async function proxy(request: NextRequest) {
  const latch = appConfig(request.nextUrl.origin)
  // A static route: one built HTML for every visitor, no nonce in it; its
  // inline scripts (Next.js's and Latch's first-paint script) run by hash.
  // (`next dev` renders every route per request, with the nonce; a build's
  // HTML left in the folder is not what it serves.)
  if (
    process.env.NODE_ENV !== 'development' &&
    staticRoutes.has(request.nextUrl.pathname)
  ) {
    const scriptHashes = await staticScriptHashes(
      request.nextUrl.pathname.slice(1),
    )
    if (scriptHashes) {
      const response = NextResponse.next()
      response.headers.set(
        'Content-Security-Policy',
        securityHeaders(latch, { scriptHashes })['Content-Security-Policy']!,
      )
      return response
    }
  }
  // 16 random bytes, base64: never reused, never `Math.random`.
  const nonce = btoa(
    String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))),
  )
  let policy = securityHeaders(latch, { nonce })['Content-Security-Policy']!
  // `next dev` only: React's development build evaluates code for its
  // stack traces. A production build (`next start`) runs without.
  if (process.env.NODE_ENV === 'development')
    policy = policy.replace('script-src ', "script-src 'unsafe-eval' ")
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-nonce', nonce)
  requestHeaders.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

/** The routes `next build` renders once (`app/(static)`). */
const staticRoutes = new Set(['/static'])

export const config = {
  // Pages only: not the build's files, nor the devnet's nodes and relay
  // (rewritten to them), nor prefetches.
  matcher: [
    {
      source:
        '/((?!_next/static|_next/image|favicon.ico|licenses.md|devnet/).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
