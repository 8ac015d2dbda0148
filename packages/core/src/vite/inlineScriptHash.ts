import { createHash } from 'node:crypto'

/**
 * The Content-Security-Policy source that lets one inline script run: the
 * SHA-256 of its exact text, quoted (`'sha256-…'`), for `script-src`
 * (`securityHeaders(config, { scriptHashes })`). Any change to the text,
 * one space, and the browser refuses it.
 */
export function inlineScriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}
