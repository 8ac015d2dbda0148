import { gzipSync } from 'node:zlib'

/** The gzip size (level 9, as a static host would pre-compress) of some bytes. */
export function gzipSize(bytes: Uint8Array | string): number {
  return gzipSync(bytes, { level: 9 }).length
}
