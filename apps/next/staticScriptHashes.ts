import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

const cache = new Map<string, Promise<string[] | undefined>>()

/**
 * The hashes (`'sha256-…'`) of every inline script in a static route's
 * built HTML (`next build` writes it to `<distDir>/server/app/<route>.html`,
 * read from the app's folder, where `next start` runs): Next.js's own and
 * Latch's first-paint script. A static page is one file for every visitor,
 * so it cannot carry a per-request nonce; its policy lets exactly these
 * scripts run instead. `undefined` when there is no such file (`next dev`
 * renders every route for each request).
 */
export function staticScriptHashes(
  route: string,
): Promise<string[] | undefined> {
  let hashes = cache.get(route)
  if (!hashes) {
    hashes = read(route)
    cache.set(route, hashes)
  }
  return hashes
}

async function read(route: string): Promise<string[] | undefined> {
  const distDir = process.env.LATCH_NEXT_DIST_DIR ?? '.next'
  let html: string
  try {
    html = await readFile(
      join(process.cwd(), distDir, 'server', 'app', `${route}.html`),
      'utf8',
    )
  } catch {
    return undefined
  }
  const hashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (/\bsrc=/.test(attributes!) || !text) continue
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(text),
    )
    hashes.add(
      `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`,
    )
  }
  return [...hashes]
}
