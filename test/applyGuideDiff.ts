import type { GuideDiff } from './readGuide.ts'

/**
 * A file's text with a guide's diff applied, hunk by hunk: each hunk's
 * `before` lines must be in the text once, together and in order (else the
 * guide and the app disagree: it throws, naming the guide's line), and are
 * replaced by its `after` lines.
 */
export function applyGuideDiff(text: string, diff: GuideDiff): string {
  let lines = text.split('\n')
  for (const [number, { before, after }] of diff.hunks.entries()) {
    const found: number[] = []
    for (let at = 0; at + before.length <= lines.length; at++)
      if (before.every((line, offset) => lines[at + offset] === line))
        found.push(at)
    const hunk = diff.hunks.length > 1 ? ` (hunk ${number + 1})` : ''
    if (found.length !== 1)
      throw new Error(
        `${diff.source}${hunk}: ${
          found.length === 0
            ? `these lines are not in ${diff.path}`
            : `these lines are in ${diff.path} ${found.length} times`
        }:\n${before.join('\n')}`,
      )
    const at = found[0]!
    lines = [
      ...lines.slice(0, at),
      ...after,
      ...lines.slice(at + before.length),
    ]
  }
  return lines.join('\n')
}
