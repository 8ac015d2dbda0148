import type { Envelope } from './createRelayState.ts'

/** What a subscriber gets of a message (as irn_subscription `data`). */
export function envelopeData({
  topic,
  message,
  publishedAt,
  tag,
  attestation,
}: Envelope) {
  return { topic, message, publishedAt, tag, attestation }
}
