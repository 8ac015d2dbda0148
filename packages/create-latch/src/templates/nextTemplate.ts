import { appReadme } from './appReadme.ts'
import { connectSpec } from './connectSpec.ts'
import { gitignore } from './gitignore.ts'
import { nextAppTsconfig } from './nextAppTsconfig.ts'
import { nextDevScript } from './nextDevScript.ts'
import { packageJson } from './packageJson.ts'
import { playwrightConfig } from './playwrightConfig.ts'
import type { TemplateFiles, TemplateParameters } from './TemplateParameters.ts'

/**
 * A Next.js App Router app as docs/nextjs.md writes one: the config made on
 * both sides, the session in a cookie, the nonce policy in `proxy.ts`, and
 * `npm run dev` on the devnet behind rewrites, the Dev wallet announced.
 */
export function nextTemplate(parameters: TemplateParameters): TemplateFiles {
  const { siwe } = parameters
  return {
    'package.json': packageJson({
      name: parameters.name,
      scripts: {
        dev: 'node scripts/dev.mjs',
        build: 'next build',
        start: 'next start',
        typecheck: 'tsc --noEmit',
        test: 'playwright test',
      },
      dependencies: [
        '@latch/core',
        '@latch/react',
        ...(siwe ? (['@latch/siwe'] as const) : []),
        '@tanstack/react-query',
        '@wagmi/core',
        'next',
        'react',
        'react-dom',
        'viem',
        'wagmi',
      ],
      devDependencies: [
        '@latch/devnet',
        '@playwright/test',
        '@types/node',
        '@types/react',
        '@types/react-dom',
        'typescript',
      ],
    }),
    '.gitignore': gitignore,
    '.env.example': `# WalletConnect Cloud's project id (optional: without it, no WalletConnect).
NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID=
${
  siwe
    ? `# Sign-In with Ethereum (npm run dev sets both for the devnet):
# the page's origin, and a secret of 32 characters or more
# (openssl rand -base64 32).
SIWE_ORIGIN=https://app.example
SIWE_SECRET=
`
    : ''
}`,
    'README.md': appReadme({ ...parameters, template: 'next' }),
    // create-next-app's, strict.
    'tsconfig.json': `${JSON.stringify(nextAppTsconfig(), null, 2)}\n`,
    'next.config.ts': nextConfig,
    'proxy.ts': proxy,
    'app/latch.ts': latch,
    'app/devWallet.ts': devWallet,
    'app/providers.tsx': providers(siwe),
    'app/layout.tsx': layout,
    'app/page.tsx': page(siwe),
    ...(siwe ? { 'app/api/siwe/[action]/route.ts': siweRoute } : {}),
    'scripts/dev.mjs': nextDevScript({ siwe }),
    'playwright.config.ts': playwrightConfig({
      command: 'npm run dev -- --port 0',
      ready: String.raw`Ready on http://127\.0\.0\.1:(?<latch_app_port>\d+)`,
    }),
    'e2e/connect.spec.ts': connectSpec({ siwe }),
  }
}

const nextConfig = `import { createLatchConfig } from '@latch/core'
import { securityHeaders } from '@latch/core/csp'
import type { NextConfig } from 'next'
import { mainnet } from 'viem/chains'

// Every header but the policy, which the proxy sends with its nonce: they
// do not depend on the config's chains or wallets.
const { 'Content-Security-Policy': _policy, ...headers } = securityHeaders(
  createLatchConfig({ appName: 'My dapp', chains: [mainnet] }),
)

/** \`npm run dev\` runs on the devnet (scripts/dev.mjs). */
const devnet = process.env.NEXT_PUBLIC_LATCH_DEVNET === '1'

/**
 * The devnet's nodes and relay behind the app's own origin: each entry of
 * \`startDevnet().proxy\` (LATCH_DEVNET_PROXY, set by scripts/dev.mjs) as a
 * rewrite. Next.js proxies the relay's WebSocket on an http: destination.
 */
function devnetRewrites() {
  const proxy = JSON.parse(process.env.LATCH_DEVNET_PROXY ?? '{}') as Record<
    string,
    { target: string }
  >
  return Object.entries(proxy).map(([key, { target }]) => {
    const path = key
      .replace(/^\\^/, '')
      .replace(/\\(\\?:.*$/, '')
      .replaceAll('\\\\', '')
    return {
      source: path,
      destination: \`\${target.replace(/^ws/, 'http')}\${path}\`,
    }
  })
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // On the devnet only: WalletConnect's test mode (its Verify step would
  // wait for a server it cannot reach offline).
  env: devnet ? { IS_VITEST: 'true' } : {},
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

export default nextConfig
`

const proxy = `import { securityHeaders } from '@latch/core/csp'
import { type NextRequest, NextResponse } from 'next/server'
import { latchConfig } from './app/latch'

/** Each page's policy, with a nonce of its own. */
export function proxy(request: NextRequest) {
  const latch = latchConfig(request.nextUrl.origin)
  // 16 random bytes, base64: never reused, never Math.random.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  const nonce = btoa(String.fromCharCode(...bytes))
  let policy = securityHeaders(latch, { nonce })['Content-Security-Policy']!
  // \`next dev\` only: React's development build evaluates code for its
  // stack traces. A production build (\`next start\`) runs without.
  if (process.env.NODE_ENV === 'development')
    policy = policy.replace('script-src ', "script-src 'unsafe-eval' ")
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('Content-Security-Policy', policy)
  requestHeaders.set('x-nonce', nonce)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

export const config = {
  // Pages only: not the build's files, the devnet's nodes and relay, nor
  // prefetches.
  matcher: [
    {
      source: '/((?!_next/static|_next/image|favicon.ico|devnet/).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
`

const latch = `import {
  createLatchConfig,
  type LatchConfig,
  latchCookieStorage,
} from '@latch/core'
import {
  devnetChains,
  devnetProjectId,
  devnetRelayPath,
} from '@latch/devnet/browser'
import { base, mainnet } from 'viem/chains'

/** Whether this build runs on the devnet (\`npm run dev\`). */
export const devnet = process.env.NEXT_PUBLIC_LATCH_DEVNET === '1'

/** The origin the server makes its config with (it fetches nothing). */
export const serverOrigin = 'http://localhost'

/** The dapp's config, on the server and in the browser alike. */
function createConfig(origin: string): LatchConfig {
  return createLatchConfig({
    appName: 'My dapp',
    // On the devnet: its chains and relay behind the page's origin.
    chains: devnet ? devnetChains(origin) : [mainnet, base],
    walletConnectProjectId: devnet
      ? devnetProjectId
      : process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID,
    walletConnect: devnet
      ? { relayUrl: \`\${origin.replace(/^http/, 'ws')}\${devnetRelayPath}\` }
      : undefined,
    ssr: true,
    // The session in cookies, for the server to read.
    storage: latchCookieStorage(),
  })
}

const configs = new Map<string, LatchConfig>()

/** One config per origin, shared by every request, at most a few. */
export function latchConfig(origin: string): LatchConfig {
  let config = configs.get(origin)
  if (!config) {
    if (configs.size >= 4) configs.clear()
    config = createConfig(origin)
    configs.set(origin, config)
  }
  return config
}
`

const devWallet = `import {
  announceProvider,
  createDevWallet,
  devnetChains,
  enableWalletConnectTestMode,
} from '@latch/devnet/browser'

/**
 * On the devnet only: the Dev wallet (a real EIP-1193 wallet signing with a
 * devnet key), announced over EIP-6963 as a browser extension is.
 */
export function installDevWallet(): void {
  enableWalletConnectTestMode()
  const wallet = createDevWallet({
    chains: devnetChains(window.location.origin).map((chain) => ({
      id: chain.id,
      name: chain.name,
      rpcUrl: chain.rpcUrls.default.http[0]!,
    })),
    info: { name: 'Dev wallet', rdns: 'dev.latch.devwallet' },
    persist: true,
  })
  announceProvider(wallet, window)
}
`

function providers(siwe: boolean): string {
  return `'use client'

import { LatchProvider } from '@latch/react'
import type { ReactNode } from 'react'
import type { State } from 'wagmi'
import { installDevWallet } from './devWallet'
import { devnet, latchConfig, serverOrigin } from './latch'

const browser = typeof window !== 'undefined'
if (devnet && browser) installDevWallet()
const latch = latchConfig(browser ? window.location.origin : serverOrigin)

/** Latch's provider, with the session the server read from the cookie. */
export function Providers(props: {
  initialState: State | undefined
  children: ReactNode
}) {
  return (
    ${
      siwe
        ? `<LatchProvider
      config={latch}
      initialState={props.initialState}
      siwe="/api/siwe"
    >`
        : '<LatchProvider config={latch} initialState={props.initialState}>'
    }
      {props.children}
    </LatchProvider>
  )
}
`
}

const layout = `import '@latch/react/styles.css'
import { initialStateFromCookie } from '@latch/core'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { latchConfig, serverOrigin } from './latch'
import { Providers } from './providers'

const latch = latchConfig(serverOrigin)

export default async function RootLayout(props: { children: ReactNode }) {
  const request = await headers()
  const initialState = initialStateFromCookie(latch, request.get('cookie'))
  return (
    <html lang="en">
      <body>
        <Providers initialState={initialState}>{props.children}</Providers>
      </body>
    </html>
  )
}
`

function page(siwe: boolean): string {
  return `import { ConnectButton${siwe ? ', SignIn' : ''} } from '@latch/react'

export default function Page() {
  return (
    <>
      <header>
        <h1>My dapp</h1>
        <ConnectButton />
      </header>
      ${siwe ? '<main>\n        <SignIn />\n      </main>' : '<main />'}
    </>
  )
}
`
}

const siweRoute = `import { devnetChains } from '@latch/devnet/browser'
import {
  createMemoryStore,
  createSiweHandler,
  type SiweHandler,
} from '@latch/siwe'
import { http } from 'viem'
import { base, mainnet } from 'viem/chains'
import { devnet } from '../../../latch'

let siwe: SiweHandler | undefined

/**
 * Sign-In with Ethereum's four routes (@latch/siwe), made on the first
 * request, on the memory store (one long-lived process: see @latch/siwe's
 * docs for Redis). \`npm run dev\` sets the environment for the devnet.
 */
function siweHandler(): SiweHandler {
  if (siwe) return siwe
  const origin = process.env.SIWE_ORIGIN
  const secret = process.env.SIWE_SECRET
  if (!origin || !secret)
    throw new Error(
      'Set SIWE_ORIGIN and SIWE_SECRET (see .env.example) for Sign-In with Ethereum.',
    )
  const rpcUrls = JSON.parse(
    process.env.LATCH_DEVNET_RPC_URLS ?? '[]',
  ) as string[]
  const [first, second] = devnetChains(origin)
  siwe = createSiweHandler({
    origin,
    chains: devnet
      ? [
          { chain: first, transport: http(rpcUrls[0]) },
          { chain: second, transport: http(rpcUrls[1]) },
        ]
      : [
          { chain: mainnet, transport: http() },
          { chain: base, transport: http() },
        ],
    secrets: [secret],
    store: createMemoryStore(),
  })
  return siwe
}

// The client's address, for the rate limits, from the header your proxy (or
// Vercel's edge) sets, never the client.
export const GET = (request: Request) =>
  siweHandler()(request, {
    clientAddress: request.headers.get('x-real-ip') ?? undefined,
  })
export const POST = GET
`
