/**
 * Where the handlers keep what must outlive one request and be shared by
 * every instance of the server: the nonces (single use), the revoked
 * sessions, and the rate limits' counters. Keys are short ASCII strings the
 * handlers make; values are strings of at most a few hundred characters.
 */
export type SiweStore = {
  /** Holds `value` under `key` for `ttl` milliseconds, replacing what was there. */
  set(key: string, value: string, ttl: number): Promise<void>
  /**
   * Removes and returns the value under `key`, atomically: of two callers
   * racing for one key, one gets the value and the other `undefined`.
   */
  take(key: string): Promise<string | undefined>
  /** Whether a value is held under `key`. */
  has(key: string): Promise<boolean>
  /**
   * Adds one to the counter under `key` and returns the new count; a counter
   * starts at one and disappears `window` milliseconds after it started.
   */
  increment(key: string, window: number): Promise<number>
}
