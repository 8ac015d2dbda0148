import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The browser globals a server has none of. */
export const browserGlobals = [
  'window',
  'document',
  'localStorage',
  'navigator',
  'location',
] as const

export type BrowserGlobal = (typeof browserGlobals)[number]

/** One read of a browser global: which, where (file:line:column) and the code there. */
export type BrowserGlobalRead = {
  name: string
  at: string
  code: string | undefined
}

/** A read that is not a touch, with the reason why (a known third party's caught probe). */
export type AllowedRead = {
  file: RegExp
  code: RegExp
  why: string
}

export type BrowserGlobalsRecorder = {
  /** Every read of a global other than a `typeof` guard, allowed ones excepted. */
  touches: BrowserGlobalRead[]
  /** The reads `allow` let through (each still throws, as on a server). */
  allowed: BrowserGlobalRead[]
  /** `typeof` guards seen (they get `undefined`, as on a server). */
  guards: BrowserGlobalRead[]
  /** Removes the globals again. */
  stop: () => void
}

/**
 * Makes this Node process a server that notices when code reaches for a
 * browser global: each name becomes a getter on `globalThis` that reads the
 * code at its caller's position (stack positions are mapped to the sources).
 * A `typeof window` guard gets `undefined`, exactly as on a server. Any other
 * read — `window.localStorage`, `globalThis.navigator`, one inside a
 * `try`/`catch` that would swallow the error — is recorded in `touches` and
 * throws the `ReferenceError` a server throws. A read the recorder cannot
 * place counts as a touch.
 */
export function recordBrowserGlobals(
  names: readonly string[] = browserGlobals,
  options: { allow?: readonly AllowedRead[] } = {},
): BrowserGlobalsRecorder {
  const { allow = [] } = options
  const touches: BrowserGlobalRead[] = []
  const allowed: BrowserGlobalRead[] = []
  const guards: BrowserGlobalRead[] = []
  const getters = new Map<string, () => undefined>()
  for (const name of names) {
    if (Object.getOwnPropertyDescriptor(globalThis, name))
      throw new Error(`\`${name}\` is already defined: not a server`)
    const get = (): undefined => {
      const { read, guard } = readAt(name, get)
      if (guard) {
        guards.push(read)
        return undefined
      }
      const file = read.at.replace(/:\d+:\d+$/, '')
      if (
        read.code !== undefined &&
        allow.some((x) => x.file.test(file) && x.code.test(read.code ?? ''))
      )
        allowed.push(read)
      else touches.push(read)
      throw new ReferenceError(`${name} is not defined`)
    }
    Object.defineProperty(globalThis, name, { configurable: true, get })
    getters.set(name, get)
  }
  return {
    touches,
    allowed,
    guards,
    stop() {
      for (const [name, get] of getters)
        if (Object.getOwnPropertyDescriptor(globalThis, name)?.get === get)
          delete (globalThis as Record<string, unknown>)[name]
      getters.clear()
    },
  }
}

/**
 * Whether the read at `column` of `lines[0]` is a `typeof` guard. V8 places a
 * read of a global within the expression around it: at the start of
 * the expression or statement (`if (typeof window …`, `"undefined" === typeof
 * window`), or at the property read (`window.|localStorage`). So the read is
 * the mention of the name nearest before that position on its line, else the
 * first one after it. On a server a guard reads `undefined`, so the second
 * mention in `typeof window !== 'undefined' && window.x` is never read.
 */
function isTypeofGuard(
  lines: readonly string[],
  column: number,
  name: string,
): boolean {
  const mention = new RegExp(`(?<![\\w$])${name}(?![\\w$])`, 'g')
  const [first = '', ...rest] = lines
  const starts = [...first.matchAll(mention)].map((x) => x.index)
  const before = starts.filter((x) => x <= column - 1).at(-1)
  if (before !== undefined) return /typeof\s+$/.test(first.slice(0, before))
  const after = `${first.slice(column - 1)}\n${rest.join('\n')}`
  const next = new RegExp(mention.source).exec(after)
  return !!next && /typeof\s+$/.test(after.slice(0, next.index))
}

const sources = new Map<string, string[] | undefined>()

/** Where the getter was called from, and whether that read is a `typeof` guard. */
function readAt(
  name: string,
  getter: () => unknown,
): { read: BrowserGlobalRead; guard: boolean } {
  const holder: { stack?: string } = {}
  Error.captureStackTrace(holder, getter)
  const frame = (holder.stack?.split('\n')[1] ?? '').trim()
  const match = /\(?((?:file:\/\/)?[^\s()]+):(\d+):(\d+)\)?$/.exec(frame)
  if (!match)
    return { read: { name, at: frame, code: undefined }, guard: false }
  const [, location = '', line = '0', column = '0'] = match
  const file = location.startsWith('file://')
    ? fileURLToPath(location)
    : location
  if (!sources.has(file)) {
    try {
      sources.set(file, readFileSync(file, 'utf8').split('\n'))
    } catch {
      sources.set(file, undefined)
    }
  }
  // The read's line and the few after it (its statement may go on).
  const lines = sources.get(file)?.slice(Number(line) - 1, Number(line) + 4)
  const at = `${file}:${line}:${column}`
  if (!lines?.[0]) return { read: { name, at, code: undefined }, guard: false }
  return {
    read: { name, at, code: lines[0].trim() },
    guard: isTypeofGuard(lines, Number(column), name),
  }
}
