/** What the pre-session cookie carries: the browser's pre-session id, which its nonces are bound to. */
export type PreSessionToken = {
  p: string
  /** When it was minted (ms): it counts as held for `preSessionLifetime`. */
  t: number
}
