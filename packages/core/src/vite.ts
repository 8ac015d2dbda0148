// @latch/core/vite: the Vite plugin that keeps a Latch dapp's first paint
// small. Node only: it reads the packages' barrels from disk.
import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { headerFiles } from './csp/headerFiles.ts'
import { metaContentSecurityPolicy } from './csp/metaContentSecurityPolicy.ts'
import type { SecurityHeaders } from './csp/securityHeaders.ts'
import { debarrel } from './vite/debarrel.ts'

/**
 * The Content-Security-Policy source that lets one inline script run: the
 * SHA-256 of its exact text, quoted (`'sha256-…'`), for `script-src`
 * (`securityHeaders(config, { scriptHashes })`). Any change to the text,
 * one space, and the browser refuses it.
 */
export function inlineScriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

/** The barrels whose named imports `latch()` rewrites to their modules. */
export const latchBarrels: readonly string[] = [
  'viem',
  'viem/actions',
  'viem/utils',
  'viem/chains',
  '@wagmi/core',
  '@wagmi/core/actions',
  '@wagmi/core/query',
  'wagmi',
  '@latch/core',
  '@latch/react',
]

export type LatchPluginParameters = {
  /**
   * The page's response headers, `securityHeaders(config)` of the config the
   * page makes. With them, a build writes them beside `index.html` in every
   * host's format (`headerFiles`: `_headers`, `vercel.json`, nginx, Caddy,
   * CloudFront), and the Content-Security-Policy into `index.html` as a
   * `<meta http-equiv>` for hosts that set no headers.
   */
  securityHeaders?: SecurityHeaders | undefined
}

/**
 * Latch's Vite plugin, for production builds: a named import from one of
 * viem's, wagmi's or Latch's barrels becomes an import of the module that
 * defines it. Rolldown otherwise counts everything a barrel re-exports as
 * reachable from the page's entry, and code only the wallet SDKs use (loaded
 * when the visitor picks a wallet) lands in the first paint
 * (rolldown/rolldown#8920). And what the first paint needs is one chunk, one
 * request (the `$initial` group), unless the app's config sets its own
 * `build.rolldownOptions.output.codeSplitting`. With `securityHeaders`, the
 * build carries its policy (see `LatchPluginParameters`).
 *
 * @example
 * // vite.config.ts
 * import react from '@vitejs/plugin-react'
 * import { latch } from '@latch/core/vite'
 * export default { plugins: [react(), latch()] }
 */
export function latch(parameters: LatchPluginParameters = {}): Plugin {
  const { securityHeaders } = parameters
  const policy = securityHeaders && contentSecurityPolicyOf(securityHeaders)
  let assetsDir = 'assets'
  let ssr = false
  return {
    ...debarrel(latchBarrels),
    config(config) {
      const output = config.build?.rolldownOptions?.output
      if (
        config.build?.ssr ||
        Array.isArray(output) ||
        output?.codeSplitting !== undefined
      )
        return
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [{ name: 'initial', tags: ['$initial'] }],
              },
            },
          },
        },
      }
    },
    configResolved(config) {
      assetsDir = config.build.assetsDir
      ssr = Boolean(config.build.ssr)
    },
    transformIndexHtml(html) {
      if (!policy) return
      const content = metaContentSecurityPolicy(policy)
      const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(content)}" />`
      // First in <head> after the charset: a meta policy governs only what
      // comes after it, and the charset must stay in the first 1024 bytes.
      const charset = /<meta\s+charset=[^>]*>/i
      if (charset.test(html))
        return html.replace(charset, (tag) => `${tag}\n    ${meta}`)
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content },
          injectTo: 'head-prepend',
        },
      ]
    },
    generateBundle() {
      if (!securityHeaders || ssr) return
      for (const [fileName, source] of Object.entries(
        headerFiles(securityHeaders, { assetsDir }),
      ))
        this.emitFile({ type: 'asset', fileName, source })
    },
  }
}

/** The Content-Security-Policy among the headers, whatever its case. */
function contentSecurityPolicyOf(headers: SecurityHeaders): string | undefined {
  return Object.entries(headers).find(
    ([name]) => name.toLowerCase() === 'content-security-policy',
  )?.[1]
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
}
