import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import type { Chunk } from './listJs.ts'
import { chunkOf, listJs } from './listJs.ts'

export type { Chunk }

export type InitialJs = {
  /** gzip bytes of the entry and every chunk it loads without a click. */
  gzip: number
  /** The chunks counted in `gzip`, entry first. */
  chunks: Chunk[]
  /** Every JS file of the build, largest first. */
  all: Chunk[]
}

const staticImport =
  /(?:\bimport|\bexport\s*\{[^}]*\}\s*from|\bexport\s*\*\s*from)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.js)["']/g

/**
 * The initial JS of a built app: the entry script(s) of `index.html` (a
 * prerendered page names its entry in `<meta name="latch-entry">`, loaded
 * once the first screen is painted), the chunks it preloads, and every chunk these import statically (followed
 * through the files themselves, so a missing preload is still counted).
 */
export function initialJs(distDir: string): InitialJs {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const queue: string[] = []
  for (const match of html.matchAll(
    /<script[^>]*type="module"[^>]*src="([^"]+)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+\.js)"[^>]*rel="modulepreload"|<meta name="latch-entry" content="([^"]+)"/g,
  )) {
    const src = match[1] ?? match[2] ?? match[3] ?? match[4]
    if (src && !/^https?:/.test(src))
      queue.push(posix.normalize(src.replace(/^\//, '')))
  }
  const seen = new Set<string>()
  while (queue.length > 0) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    seen.add(file)
    const text = readFileSync(join(distDir, file), 'utf8')
    for (const match of text.matchAll(staticImport)) {
      const target = match[1]!
      if (/^https?:/.test(target)) continue
      queue.push(
        target.startsWith('/')
          ? target.slice(1)
          : posix.join(posix.dirname(file), target),
      )
    }
  }
  const all = listJs(distDir)
  const chunks = [...seen].map(
    (file) => all.find((x) => x.file === file) ?? chunkOf(distDir, file),
  )
  return {
    gzip: chunks.reduce((sum, x) => sum + x.gzip, 0),
    chunks,
    all,
  }
}
