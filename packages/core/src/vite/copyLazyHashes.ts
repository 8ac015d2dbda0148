import type { Plugin } from 'vite'

/** What a copy's id ends with: the module again, under another id. */
const copy = '?latch-copy'

// @noble/hashes' modules of hash code (not `crypto.js`, the platform's Web
// Crypto handle: nothing to split, and a copy of it makes Rolldown put its
// runtime in a chunk of its own, a second request on the first paint).
const hashModule =
  /\/node_modules\/@noble\/hashes\/esm\/(?!crypto\.js$)[^/]+\.js$/

/**
 * A Vite plugin that gives every importer of `@noble/hashes` but viem its
 * own copy of the hash modules.
 *
 * Why: Rolldown emits a module once, with every export any chunk uses: in
 * the first paint's chunk when the first paint uses any of it. The first
 * paint reaches SHA-256 and Keccak-256 through viem (a chain's transaction
 * serializers); the wallet SDKs, loaded when the visitor picks a wallet,
 * also use SHA-512, SHA-384, HMAC… of the same modules, which then all
 * land in the first paint (6 KiB minified, 2.9 KiB gzip with the README's
 * set-up). A copy is the same pure functions under another id, emitted with
 * the SDK that uses it; the price is their bytes, once more, when a wallet
 * SDK loads.
 */
export function copyLazyHashes(): Plugin {
  return {
    name: 'latch:copy-lazy-hashes',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null
      // A copy's own imports are copies too; viem's, and the shared
      // modules' own, are the shared modules.
      if (!importer.endsWith(copy)) {
        if (/\/node_modules\/(viem|@noble\/hashes)\//.test(importer))
          return null
        if (!source.includes('@noble/hashes')) return null
      }
      const resolved = await this.resolve(source, importer.split('?')[0], {
        ...options,
        skipSelf: true,
      })
      if (!resolved || resolved.external) return null
      const file = resolved.id.split('?')[0]!
      return hashModule.test(file) ? `${file}${copy}` : null
    },
  }
}
