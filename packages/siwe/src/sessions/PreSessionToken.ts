/** What the pre-session cookie carries: the id its browser's nonces are bound to. */
export type PreSessionToken = {
  p: string
  /** When it was minted (ms): it counts as held for `preSessionLifetime`. */
  t: number
}
