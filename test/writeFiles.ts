import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** Writes each file (its path relative to `dir`: its text), folders made as needed. */
export function writeFiles(
  dir: string,
  files: Iterable<readonly [path: string, text: string]>,
): void {
  for (const [path, text] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
}
