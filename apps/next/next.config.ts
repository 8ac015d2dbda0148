import { createLatchConfig } from '@latch/core'
import { securityHeaders } from '@latch/core/csp'
import type { NextConfig } from 'next'
import { mainnet } from 'viem/chains'

// The headers that do not change per request (the policy, with its nonce,
// is the proxy's): framing, sniffing, referrer, features, opener.
const { 'Content-Security-Policy': _, ...headers } = securityHeaders(
  createLatchConfig({ appName: 'Latch', chains: [mainnet] }),
)

/**
 * The devnet's nodes and relay behind the app's own origin (`npm run
 * dev:next`, the e2e tests): `LATCH_DEVNET_PROXY` holds the devnet's proxy
 * entries (`startDevnet().proxy`), read when the app is built.
 */
function devnetRewrites() {
  const proxy = process.env.LATCH_DEVNET_PROXY
  if (!proxy) return []
  const entries = JSON.parse(proxy) as Record<string, { target: string }>
  return Object.entries(entries).map(([key, { target }]) => {
    // The relay's key is a path-only pattern (`^/devnet/relay(?:\?|$)`).
    const path = key
      .replace(/^\^/, '')
      .replace(/\(\?:.*$/, '')
      .replaceAll('\\', '')
    // Next's proxy upgrades a WebSocket on an http:// destination.
    const origin = target.replace(/^ws/, 'http')
    return { source: path, destination: `${origin}${path}` }
  })
}

const config: NextConfig = {
  // The workspace's packages are TypeScript sources.
  transpilePackages: ['@latch/core', '@latch/react', '@latch/devnet'],
  poweredByHeader: false,
  // The tests' build skips Next's type check: the repository's \`tsc\` covers
  // this app (\`npm test\` runs it first).
  typescript: {
    ignoreBuildErrors: process.env.LATCH_NEXT_SKIP_TYPECHECK === '1',
  },
  // A build of its own for the tests, beside the developer's `.next`.
  distDir: process.env.LATCH_NEXT_DIST_DIR ?? '.next',
  // Devnet builds only: WalletConnect's test mode (its Verify step would
  // wait for a server it cannot reach offline). The SDK reads
  // `process.env.IS_VITEST`, which Next.js replaces as it builds.
  env:
    process.env.NEXT_PUBLIC_LATCH_DEVNET === '1' ? { IS_VITEST: 'true' } : {},
  async headers() {
    return [
      {
        source: '/:path*',
        headers: Object.entries(headers).map(([key, value]) => ({
          key,
          value,
        })),
      },
    ]
  },
  async rewrites() {
    return { beforeFiles: devnetRewrites(), afterFiles: [], fallback: [] }
  },
}

export default config
