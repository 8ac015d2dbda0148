import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Language } from '@latch/react'
import { loadAppMessages } from '../../apps/web/src/language/loadAppMessages.ts'
import type { Chunk } from '../../test/listJs.ts'
import { listJs } from '../../test/listJs.ts'

/** What one language adds to a build of the Latch app, fetched on demand. */
export type LanguageChunks = {
  language: Language
  /** The kit's catalogue for it (its chunk holds `lang:"<tag>"`). */
  kit: Chunk[]
  /** The app's own texts in it (its chunk holds the language's intro). */
  app: Chunk[]
  /** gzip bytes of both. */
  gzip: number
}

/** `text` as a minifier may write it in a string: as is, or `\u` escaped. */
const spellings = (text: string) => [
  text,
  text.replace(
    /[^\x20-\x7e]/g,
    (x) => `\\u${x.charCodeAt(0).toString(16).padStart(4, '0')}`,
  ),
]

/**
 * The JS files of a built Latch app (`distDir`) that carry `language`: the
 * kit's catalogue and the app's texts, each found by what only it contains.
 */
export async function languageChunks(
  distDir: string,
  language: Language,
): Promise<LanguageChunks> {
  const app = await loadAppMessages(language)
  const files = listJs(distDir).map((chunk) => ({
    chunk,
    text: readFileSync(join(distDir, chunk.file), 'utf8'),
  }))
  const holding = (markers: string[]) =>
    files
      .filter(({ text }) => markers.some((marker) => text.includes(marker)))
      .map((x) => x.chunk)
  const kit = holding(
    ['"', "'", '`'].map((quote) => `lang:${quote}${language}${quote}`),
  )
  const own = holding(spellings(app.app.intro))
  return {
    language,
    kit,
    app: own,
    gzip: [...kit, ...own].reduce((sum, x) => sum + x.gzip, 0),
  }
}
