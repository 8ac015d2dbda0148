/** Why a handler refused a request: for the server's logs, never sent to the client. */
export type SiweRefusalReason =
  | 'not-found'
  | 'method-not-allowed'
  | 'cross-origin'
  | 'not-json'
  | 'body-too-large'
  | 'malformed-body'
  | 'rate-limited'
  | 'store-failed'
  | 'malformed-message'
  | 'wrong-domain'
  | 'wrong-scheme'
  | 'wrong-uri'
  | 'unlisted-chain'
  | 'wrong-version'
  | 'issued-in-future'
  | 'issued-before-nonce'
  | 'message-expired'
  | 'message-not-yet-valid'
  | 'unknown-nonce'
  | 'expired-nonce'
  | 'other-pre-session'
  | 'bad-signature'
  | 'verification-failed'
  | 'no-session'
  | 'bad-session'
  | 'session-expired'
  | 'session-revoked'

/** A refusal, as `createSiweHandler`'s `onRefusal` sees it. */
export type SiweRefusal = {
  route: 'nonce' | 'verify' | 'session' | 'logout' | 'unknown'
  reason: SiweRefusalReason
  status: number
  /**
   * The error behind `verification-failed` or `store-failed`; for
   * `malformed-message` and `wrong-version`, a `SiweError` naming the line.
   */
  cause?: unknown
}
