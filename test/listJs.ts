import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSize } from './gzipSize.ts'

/** One built JS file: its path in the build, its bytes, its gzip bytes. */
export type Chunk = { file: string; bytes: number; gzip: number }

/** Every `.js` file under `distDir`, largest (gzip) first. */
export function listJs(distDir: string): Chunk[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.js'))
        files.push(relative(distDir, path).split('\\').join('/'))
    }
  }
  walk(distDir)
  return files
    .map((file) => chunkOf(distDir, file))
    .sort((a, b) => b.gzip - a.gzip)
}

/** Sizes one built file. */
export function chunkOf(distDir: string, file: string): Chunk {
  const bytes = readFileSync(join(distDir, file))
  return { file, bytes: bytes.length, gzip: gzipSize(bytes) }
}
