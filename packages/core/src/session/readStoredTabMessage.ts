// A message is a few hundred characters: anything far longer is not ours.
const maxMessageLength = 8 * 1024

/**
 * The message another tab wrote to localStorage (the fallback of
 * `openTabChannel`), as it was posted; `undefined` for what is not JSON or
 * is far longer than any message.
 */
export function readStoredTabMessage(text: string | null): unknown {
  if (typeof text !== 'string' || text.length > maxMessageLength) return
  try {
    return (JSON.parse(text) as { message?: unknown } | null)?.message
  } catch {
    return
  }
}
