import type { Chain } from 'viem'
import type { LatchState } from '../config/createLatchConfig.ts'
import { InvalidHeaderError } from '../errors/headers.ts'

export type ContentSecurityPolicyConfig = {
  /** The chains: their public RPC and configured node origins may be reached. */
  chains: readonly Chain[]
  /** The wallet options: each usable one adds the origins its SDK reaches. */
  latch: Pick<LatchState, 'wallets'>
}

export type ContentSecurityPolicyParameters = {
  /**
   * Inline scripts the page may run, by hash (`'sha256-…'`, as
   * `inlineScriptHash` in `@latch/core/vite` computes them): a prerendered
   * page's first-paint script. Never `'unsafe-inline'`.
   */
  scriptHashes?: readonly string[] | undefined
  /**
   * Inline `<style>` elements the page may apply, by hash (as
   * `inlineStyleHash` in `@latch/core/vite` computes them): a stylesheet
   * written into the page (`latch({ inlineStylesheet: true })` adds its own).
   */
  styleHashes?: readonly string[] | undefined
  /**
   * The response's nonce, fresh for every request (a server that renders
   * each page, as Next.js does: its inline scripts carry it). Scripts then
   * run by nonce, and what they load runs too (`'strict-dynamic'`); styles
   * may carry it. Base64 or base64url, at least 16 characters (128 bits).
   * Never for a static host's files: one nonce for every response is none.
   */
  nonce?: string | undefined
}

/**
 * The Content-Security-Policy a Latch page runs under: scripts and styles
 * only from its own origin (no `unsafe-inline`, no `unsafe-eval`), and
 * connections only to its own origin plus exactly the node and wallet
 * origins the configuration needs (a `LatchConfig` is one).
 */
export function contentSecurityPolicy(
  config: ContentSecurityPolicyConfig,
  parameters: ContentSecurityPolicyParameters = {},
): string {
  const nonce = nonceSource(parameters.nonce)
  const scripts = [
    "'self'",
    ...hashSources(parameters.scriptHashes, 'script'),
    // Browsers with 'strict-dynamic' ignore 'self' and run what a nonced
    // script loads (a framework's chunks, Latch's lazy dialogs and SDKs);
    // older ones fall back to 'self'.
    ...(nonce ? [nonce, "'strict-dynamic'"] : []),
  ]
  // The wallets' hashes come first, the page's own after them: a build that
  // adds its inline stylesheets' hashes to a finished policy
  // (`addStyleHashes`) appends them, and gets this same order.
  const styles = ["'self'"]
  const connect = new Set<string>(["'self'"])
  for (const chain of config.chains)
    for (const urls of Object.values(chain.rpcUrls))
      for (const url of [...urls.http, ...(urls.webSocket ?? [])]) {
        const { protocol, origin, host } = new URL(url)
        connect.add(protocol.startsWith('ws') ? `${protocol}//${host}` : origin)
      }
  const frame = new Set<string>()
  const fonts = new Set<string>()
  // Only the usable wallets of the list add theirs: a wallet left out (or
  // unavailable here) relaxes nothing.
  for (const wallet of config.latch.wallets) {
    if (!wallet.connector) continue
    for (const origin of wallet.origins.connect) connect.add(origin)
    for (const origin of wallet.origins.frame) frame.add(origin)
    for (const hash of hashSources(wallet.origins.style, 'style'))
      if (!styles.includes(hash)) styles.push(hash)
    for (const source of wallet.origins.font ?? []) fonts.add(source)
  }
  for (const hash of hashSources(parameters.styleHashes, 'style'))
    if (!styles.includes(hash)) styles.push(hash)
  if (nonce) styles.push(nonce)
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    `style-src ${styles.join(' ')}`,
    "img-src 'self' data: https:",
    `connect-src ${[...connect].join(' ')}`,
    `frame-src ${frame.size ? [...frame].join(' ') : "'none'"}`,
    ...(fonts.size ? [`font-src 'self' ${[...fonts].join(' ')}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The nonce as a source (`'nonce-…'`), checked: the CSP grammar's base64
 * (or base64url), at least 16 characters, so that it cannot be guessed nor
 * close the policy's quote or directive.
 */
function nonceSource(nonce: string | undefined): string | undefined {
  if (nonce === undefined) return undefined
  if (!/^[A-Za-z0-9+/_-]{16,}={0,2}$/.test(nonce))
    throw new InvalidHeaderError({
      header: 'Content-Security-Policy',
      reason: `the nonce ${JSON.stringify(nonce.slice(0, 40))} is not base64 of at least 16 characters (make one per request: btoa(crypto.randomUUID()))`,
    })
  return `'nonce-${nonce}'`
}

/** Hash sources, each checked: a hash, never a keyword or another directive. */
export function hashSources(
  hashes: readonly string[] | undefined,
  kind: 'script' | 'style',
): string[] {
  for (const hash of hashes ?? [])
    if (!/^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/.test(hash))
      throw new InvalidHeaderError({
        header: 'Content-Security-Policy',
        reason: `${JSON.stringify(hash)} is not a ${kind} hash ('sha256-<base64>', quotes included, as ${kind === 'script' ? 'inlineScriptHash' : 'inlineStyleHash'} returns it)`,
      })
  return [...(hashes ?? [])]
}
