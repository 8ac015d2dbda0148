/** What the store holds for a nonce: the pre-session it was given to, and when (ms). */
export type StoredNonce = { p: string; t: number }

/** A nonce's stored value, checked: the store is outside this process. */
export function parseStoredNonce(
  value: string | undefined,
): StoredNonce | undefined {
  if (value === undefined || value.length > 200) return undefined
  try {
    const parsed = JSON.parse(value) as Partial<StoredNonce>
    if (
      typeof parsed.p === 'string' &&
      /^[0-9a-f]{32}$/.test(parsed.p) &&
      Number.isSafeInteger(parsed.t)
    )
      return parsed as StoredNonce
  } catch {}
  return undefined
}
