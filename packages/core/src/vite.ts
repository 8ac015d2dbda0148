// @latch/core/vite: the Vite plugin that keeps a Latch dapp's first paint
// small. Node only: it reads the packages' barrels from disk.
import type { Plugin } from 'vite'
import type { SecurityHeaders } from './csp/securityHeaders.ts'
import { addCompileHints } from './vite/addCompileHints.ts'
import { carrySecurityHeaders } from './vite/carrySecurityHeaders.ts'
import { copyLazyHashes } from './vite/copyLazyHashes.ts'
import { debarrel } from './vite/debarrel.ts'
import { groupInitialChunk } from './vite/groupInitialChunk.ts'
import { inlineStylesheets } from './vite/inlineStylesheets.ts'

export { inlineScriptHash } from './vite/inlineScriptHash.ts'
export { inlineStyleHash } from './vite/inlineStyleHash.ts'

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
  '@latch/core/internal',
  '@latch/react',
]

/** The options of `latch()`: each turns on a plugin of its own. */
export type LatchPluginParameters = {
  /**
   * The page's response headers, `securityHeaders(config)` of the config the
   * page makes. With them, a build writes them beside `index.html` in every
   * host's format (`headerFiles`: `_headers`, `vercel.json`, nginx, Caddy,
   * CloudFront), and the Content-Security-Policy into `index.html` as a
   * `<meta http-equiv>` for hosts that set no headers; `vite preview` serves
   * the build with them.
   */
  securityHeaders?: SecurityHeaders | undefined
  /**
   * Writes the entry's stylesheet into `index.html` as a `<style>` element,
   * and its hash into the policy `securityHeaders` gives (`style-src`), so
   * the first paint waits on no request but the page's own: worth it for a
   * small stylesheet (Latch's is 4 KiB gzip). A stylesheet with a relative
   * `url()` or `@import` stays a `<link>` (it would resolve against the
   * page). Production builds only.
   */
  inlineStylesheet?: boolean | undefined
  /**
   * Marks the code a first tap on *Connect wallet* runs (the entry chunk and
   * the chunks of `@latch/react`'s connect dialog) for eager compilation:
   * V8's `//# allFunctionsCalledOnLoad` (Chromium 136 and later; other
   * browsers ignore it). Chromium then compiles those functions on a
   * background thread as the script loads, where by default each is
   * compiled on the main thread when first called: React's event handling
   * and the dialog's opening at the tap. The price is memory for functions
   * that never run. Production builds only.
   */
  compileHints?: boolean | undefined
}

/**
 * Latch's Vite plugins (an array, which `plugins` takes as it is), for
 * production builds: a named import from one of viem's, wagmi's or Latch's
 * barrels becomes an import of the module that defines it. Rolldown otherwise counts everything a barrel re-exports as
 * reachable from the page's entry, and code only the wallet SDKs use (loaded
 * when the visitor picks a wallet) lands in the first paint
 * (rolldown/rolldown#8920); the SDKs get their own copy of the hash
 * functions they share with viem (`copyLazyHashes`). And what the first paint needs is one chunk, one
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
export function latch(parameters: LatchPluginParameters = {}): Plugin[] {
  const { securityHeaders, inlineStylesheet, compileHints } = parameters
  // The hashes of the stylesheets written into index.html, for the policy.
  const styleHashes = new Set<string>()
  // In the order their hooks ran as one plugin (each `enforce: 'post'`, as
  // it was): the stylesheets hashed before the policy is made.
  return [
    copyLazyHashes(),
    debarrel(latchBarrels),
    groupInitialChunk(),
    ...(inlineStylesheet ? [inlineStylesheets(styleHashes)] : []),
    ...(compileHints ? [addCompileHints()] : []),
    ...(securityHeaders
      ? [carrySecurityHeaders(securityHeaders, styleHashes)]
      : []),
  ]
}
