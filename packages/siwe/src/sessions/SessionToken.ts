/** What the session cookie carries: who signed in, on which chain, until when. */
export type SessionToken = {
  /** The session's id, what a logout revokes. */
  s: string
  a: `0x${string}`
  c: number
  /** Ends (ms) unless renewed, and at the latest. */
  e: number
  u: number
}
