/**
 * One change of a migration guide: a fenced `diff` block right after a line
 * naming the file (`` `src/main.tsx`: ``), or right after another block of
 * the same file. Its `-` and context lines (a space, or an empty line) are
 * what to find in the file; its context and `+` lines what replaces them.
 * A line `@@` starts another hunk within the block.
 */
export type GuideDiff = {
  /** The file's path in the app, e.g. `src/main.tsx`. */
  path: string
  hunks: readonly GuideHunk[]
  /** Where the guide writes it: `docs/migrate-from-rainbowkit.md:42`. */
  source: string
}

export type GuideHunk = {
  /** The lines to find, in order, with nothing between them. */
  before: readonly string[]
  /** The lines that take their place. */
  after: readonly string[]
}

/** What a migration guide asks: its file changes and its commands, in order. */
export type Guide = {
  diffs: readonly GuideDiff[]
  /** The lines of its `sh` blocks, comments dropped. */
  commands: readonly string[]
}

const pathLine = /^`([\w.-]+(?:\/[\w.[\]-]+)*)`:$/
const fence = /^```(\w*)$/

/** Reads a guide's diffs and commands; throws when a diff names no file. */
export function readGuide(page: string, markdown: string): Guide {
  const lines = markdown.split('\n')
  const diffs: GuideDiff[] = []
  const commands: string[] = []
  /** The file a `diff` block here would change: set by a path line or a diff. */
  let file: string | undefined
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!
    const named = pathLine.exec(line)
    if (named) {
      file = named[1]
      continue
    }
    const opening = fence.exec(line)
    if (!opening) {
      if (line.trim() !== '') file = undefined
      continue
    }
    const start = index + 1
    let end = start
    while (end < lines.length && lines[end] !== '```') end++
    if (end === lines.length)
      throw new Error(`${page}:${index + 1}: a code block is not closed`)
    const body = lines.slice(start, end)
    index = end
    const language = opening[1]
    if (language === 'sh')
      commands.push(
        ...body.map((x) => x.replace(/(^|\s+)#.*$/, '').trim()).filter(Boolean),
      )
    if (language !== 'diff') {
      file = undefined
      continue
    }
    const source = `${page}:${start}`
    if (!file)
      throw new Error(
        `${source}: a diff block must follow a line naming its file, such as \`src/main.tsx\`:`,
      )
    diffs.push({ path: file, hunks: hunksOf(source, body), source })
  }
  return { diffs, commands }
}

/** A diff block's lines as hunks: split at `@@` lines. */
function hunksOf(source: string, body: readonly string[]): GuideHunk[] {
  const hunks: { before: string[]; after: string[] }[] = []
  let hunk: { before: string[]; after: string[] } | undefined
  for (const [offset, line] of body.entries()) {
    if (line.startsWith('@@')) {
      hunk = undefined
      continue
    }
    if (!hunk) {
      hunk = { before: [], after: [] }
      hunks.push(hunk)
    }
    const text = line.slice(1)
    if (line === '' || line.startsWith(' ')) {
      hunk.before.push(text)
      hunk.after.push(text)
    } else if (line.startsWith('-')) hunk.before.push(text)
    else if (line.startsWith('+')) hunk.after.push(text)
    else
      throw new Error(
        `${source}, line ${offset + 1} of the block: a diff line starts with a space, - or +: ${line}`,
      )
  }
  for (const [number, { before }] of hunks.entries())
    if (before.length === 0)
      throw new Error(
        `${source}: hunk ${number + 1} has no - or context line to find its place by`,
      )
  return hunks
}
