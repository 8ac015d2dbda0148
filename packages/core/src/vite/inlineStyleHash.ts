import { inlineScriptHash } from './inlineScriptHash.ts'

/**
 * The Content-Security-Policy source that lets one inline `<style>` element
 * apply: the SHA-256 of its exact text, quoted (`'sha256-…'`), for
 * `style-src` (`securityHeaders(config, { styleHashes })`).
 */
export function inlineStyleHash(source: string): string {
  return inlineScriptHash(source)
}
