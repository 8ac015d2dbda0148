// The handler's fixed bounds, the same for every app.

/**
 * How long a nonce may be used after it was given (ms). EIP-4361 has no
 * lifetime for a nonce; five minutes is long enough to read a wallet's
 * prompt and short enough that a leaked one is soon useless.
 */
export const nonceLifetime = 5 * 60_000
/** How far a client's clock may run ahead of the server's (ms). */
export const clockSkew = 60_000
/**
 * How long a minted pre-session counts as held (the cookie's own life, ms):
 * bounds how many held pre-sessions a client can gather.
 */
export const preSessionLifetime = nonceLifetime
/** The most a POST route reads of a body (bytes). */
export const maxBody = 8 * 1024
