/**
 * The files a page of the docs writes out whole: a fenced code block right
 * after a line that names its path, as the README's quick start does
 * (`` `src/main.tsx`: ``, a blank line, the block; a folder may be a route's
 * `[param]`). The consumer test builds
 * an app from them, so every such example compiles and runs as written.
 */
export type DocFile = {
  /** Its path in the app, e.g. `src/wallets.tsx`. */
  path: string
  text: string
  /** Where the docs write it: `docs/wallets.md:42`. */
  source: string
}

const filePattern =
  /^`((?:src\/)?[\w.-]+(?:\/[\w.[\]-]+)*\.(?:tsx?|css))`:?\s*\n\n```\w*\n([\s\S]*?)^```$/gm

/** The files one page writes out, in the order they come. */
export function docFiles(page: string, markdown: string): DocFile[] {
  return [...markdown.matchAll(filePattern)].map((match) => ({
    path: match[1]!,
    text: match[2]!,
    source: `${page}:${markdown.slice(0, match.index).split('\n').length}`,
  }))
}

/**
 * The files several pages write out, by path; a path two blocks write
 * differently is an error (the docs would disagree about one file).
 */
export function collectDocFiles(
  pages: readonly { page: string; markdown: string }[],
): Map<string, DocFile> {
  const files = new Map<string, DocFile>()
  for (const { page, markdown } of pages)
    for (const file of docFiles(page, markdown)) {
      const known = files.get(file.path)
      if (known && known.text !== file.text)
        throw new Error(
          `${file.path} is written differently in ${known.source} and ${file.source}`,
        )
      files.set(file.path, known ?? file)
    }
  return files
}
