/**
 * Where the handlers keep what must outlive one request and be shared by
 * every instance of the server: the nonces (`nonce:…`, single use), the
 * revoked sessions (`revoked:…`, written by a logout) and the rate limits'
 * counters (`rate:…`). Keys are short ASCII strings the handlers make;
 * values are strings of at most a few hundred characters. A store holds
 * what clients can make it hold (nonces, counters) within a bound the rate
 * limits set (docs/siwe.md, Stores), and must never refuse a `revoked:`
 * key for room. A call the handler has waited `storeTimeout` for is a
 * failure (503).
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
