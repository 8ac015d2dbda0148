import type { Chain } from 'viem'

/** Origins WalletConnect's SDK talks to once a visitor picks it. */
const walletConnectOrigins = {
  connect: [
    'wss://relay.walletconnect.org',
    'wss://relay.walletconnect.com',
    'https://rpc.walletconnect.org',
    'https://rpc.walletconnect.com',
  ],
  // Verify runs in a hidden frame on the dapp side.
  frame: [
    'https://verify.walletconnect.org',
    'https://verify.walletconnect.com',
  ],
}

/** Origins the Coinbase Wallet SDK talks to (its popup is a window, not a request). */
const coinbaseOrigins = { connect: ['https://keys.coinbase.com'] }

export type ContentSecurityPolicyParameters = {
  /**
   * The public chains: their RPC and node-provider origins may be reached.
   * (The devnet's nodes are proxied under the app's own origin: 'self'.)
   */
  chains: readonly Chain[]
  walletConnect: boolean
}

/**
 * Latch's Content-Security-Policy: scripts and styles only from its own
 * origin (no `unsafe-inline`, no `unsafe-eval`), and connections only to its
 * own origin plus exactly the node, WalletConnect and Coinbase origins the
 * configuration needs.
 */
export function contentSecurityPolicy(
  parameters: ContentSecurityPolicyParameters,
): string {
  const connect = new Set<string>(["'self'"])
  for (const chain of parameters.chains)
    for (const urls of Object.values(chain.rpcUrls))
      for (const url of [...urls.http, ...(urls.webSocket ?? [])]) {
        const { protocol, origin, host } = new URL(url)
        connect.add(protocol.startsWith('ws') ? `${protocol}//${host}` : origin)
      }
  if (parameters.walletConnect)
    for (const origin of walletConnectOrigins.connect) connect.add(origin)
  for (const origin of coinbaseOrigins.connect) connect.add(origin)

  const frame = parameters.walletConnect ? walletConnectOrigins.frame : []
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: https:",
    `connect-src ${[...connect].join(' ')}`,
    `frame-src ${frame.length ? frame.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
