/** What every Latch error accepts besides its one-sentence `shortMessage`. */
export type BaseErrorParameters = {
  cause?: unknown
  details?: string | undefined
  metaMessages?: string[] | undefined
}

// A wallet can hand back a message of any size; the developer-facing text
// keeps a readable prefix so logs and devtools stay usable.
const maxDetailsLength = 1_000

/** `BaseError` narrowed to its literal `name`, for exhaustive switches. */
export type BaseErrorType = BaseError & { name: 'LatchError' }

/** The root of every Latch error, in viem's shape: the UI switches on `name`. */
export class BaseError extends Error {
  details: string
  metaMessages: string[] | undefined
  shortMessage: string

  override name = 'LatchError'

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const { cause, metaMessages } = parameters
    const details = truncate(parameters.details ?? detailsOf(cause) ?? '')
    super(
      [
        shortMessage,
        ...(metaMessages?.length ? ['', ...metaMessages] : []),
        ...(details ? ['', `Details: ${details}`] : []),
      ].join('\n'),
      cause === undefined ? undefined : { cause },
    )
    this.details = details
    this.metaMessages = metaMessages
    this.shortMessage = shortMessage
  }

  /**
   * Follows `cause` from this error down (viem, wagmi and plain errors alike):
   * without `fn` it returns the deepest cause, with `fn` the first match or
   * `null`. A cycle ends the walk instead of looping forever.
   */
  walk(fn?: (error: unknown) => boolean): unknown {
    const seen = new Set<unknown>()
    let current: unknown = this
    for (;;) {
      if (fn?.(current)) return current
      seen.add(current)
      const next = read(current, 'cause')
      if (next === undefined || seen.has(next)) return fn ? null : current
      current = next
    }
  }
}

/** Reads a property without letting a hostile getter or proxy throw. */
function read(value: unknown, key: string): unknown {
  if (value === null) return undefined
  if (typeof value !== 'object' && typeof value !== 'function') return undefined
  try {
    return (value as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}

// viem, wagmi and Latch errors carry the wallet's own words in `details`;
// anything else carries them in `message`, or is the message itself.
function detailsOf(cause: unknown): string | undefined {
  if (typeof cause === 'string') return cause || undefined
  for (const key of ['details', 'message']) {
    const value = read(cause, key)
    if (typeof value === 'string' && value) return value
  }
  return undefined
}

function truncate(text: string): string {
  return text.length > maxDetailsLength
    ? `${text.slice(0, maxDetailsLength)}…`
    : text
}
