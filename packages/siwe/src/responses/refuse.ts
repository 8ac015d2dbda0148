import type { SiweHandlerContext } from '../context/resolveSiweHandlerContext.ts'
import type { SiweRefusal, SiweRefusalReason } from '../SiweRefusal.ts'
import type { SiweErrorCode } from '../siweResponses.ts'
import { jsonResponse } from './jsonResponse.ts'

export type RefuseParameters = {
  /** The error behind the refusal, for `onRefusal`. */
  cause?: unknown
  headers?: [string, string][]
}

const statuses: Record<SiweRefusalReason, number> = {
  'not-found': 404,
  'method-not-allowed': 405,
  'cross-origin': 403,
  'not-json': 415,
  'body-too-large': 413,
  'malformed-body': 400,
  'rate-limited': 429,
  'store-failed': 503,
  'malformed-message': 422,
  'wrong-domain': 422,
  'wrong-scheme': 422,
  'wrong-uri': 422,
  'unlisted-chain': 422,
  'wrong-version': 422,
  'issued-in-future': 422,
  'issued-before-nonce': 422,
  'message-expired': 422,
  'message-not-yet-valid': 422,
  'unknown-nonce': 401,
  'expired-nonce': 401,
  'other-pre-session': 401,
  'bad-signature': 401,
  'verification-failed': 401,
  'no-session': 401,
  'bad-session': 401,
  'session-expired': 401,
  'session-revoked': 401,
}
const codes: Record<number, SiweErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable_message',
  429: 'too_many_requests',
  503: 'unavailable',
}

/**
 * A refused request's answer: the reason's status and its one-word code,
 * nothing more; the reason (and its cause) go to `onRefusal`, for the logs.
 */
export function refuse(
  context: Pick<SiweHandlerContext, 'onRefusal'>,
  route: SiweRefusal['route'],
  reason: SiweRefusalReason,
  extra?: RefuseParameters,
): Response {
  const status = statuses[reason]
  context.onRefusal?.({
    route,
    reason,
    status,
    ...(extra?.cause === undefined ? {} : { cause: extra.cause }),
  })
  return jsonResponse(status, { error: codes[status] }, extra?.headers)
}
