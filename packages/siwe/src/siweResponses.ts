// The HTTP contract of the handlers, as the client reads it. Base path
// configurable, `/api/siwe` by default:
//   GET  {base}/nonce    200 SiweNonceResponse, sets the pre-session cookie; 429
//   POST {base}/verify   SiweVerifyRequest (application/json, same origin)
//                        200 SiweVerifyResponse, sets the session cookie;
//                        400 401 403 413 415 422 429
//   GET  {base}/session  200 SiweSessionResponse (renews the cookie); 401
//   POST {base}/logout   (application/json, same origin, body empty or {})
//                        204, clears the cookie and revokes the session; 403 415
// Any route answers 503 when the store fails. Every error answers
// `{ "error": SiweErrorCode }`, nothing more.

/** `GET {base}/nonce`: the nonce to put in the next message. */
export type SiweNonceResponse = { nonce: string }

/** `POST {base}/verify`'s body: the EIP-4361 message and its signature. */
export type SiweVerifyRequest = { message: string; signature: `0x${string}` }

/** `POST {base}/verify`: who signed in (checksummed address), on which chain. */
export type SiweVerifyResponse = { address: `0x${string}`; chainId: number }

/** `GET {base}/session`: the session, and when it ends unless renewed (ISO 8601). */
export type SiweSessionResponse = {
  address: `0x${string}`
  chainId: number
  expiresAt: string
}

/** The one word an error response carries, by status. */
export type SiweErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unprocessable_message'
  | 'too_many_requests'
  | 'unavailable'
