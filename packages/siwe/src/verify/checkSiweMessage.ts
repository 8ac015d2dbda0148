import { isAddress } from 'viem'
import { parseSiweMessage, type SiweMessage } from 'viem/siwe'
import type { SiweRefusalReason } from '../SiweRefusal.ts'

export type CheckSiweMessageParameters = {
  /** The host the message must name (`example.com`, `localhost:5173`). */
  domain: string
  /** The origin its `URI` must be on. */
  origin: URL
  chainIds: ReadonlySet<number>
  /** Now, in milliseconds. */
  now: number
  /** How far the signer's clock may run ahead of the server's. */
  clockSkew: number
}

// Labels a message may carry once: a second copy would leave two readings
// of one signed text (viem's suffix pattern is not anchored).
const labels = [
  'URI',
  'Version',
  'Chain ID',
  'Nonce',
  'Issued At',
  'Expiration Time',
  'Not Before',
  'Request ID',
  'Resources',
]

/** A message's fields, parsed (the time-independent part of the checks). */
export type CheckedSiweMessage = SiweMessage & { issuedAt: Date }

/**
 * Parses an EIP-4361 message with `viem/siwe` and checks what viem's own
 * verification does not: that it names this server's host (configured,
 * never the request's `Host`, which the client writes), that its URI is on
 * this origin, its chain one the server verifies on, version 1, and that it
 * is valid now. Returns the fields, or why it is refused.
 */
export function checkSiweMessage(
  message: string,
  parameters: CheckSiweMessageParameters,
): CheckedSiweMessage | { refused: SiweRefusalReason } {
  const { domain, origin, chainIds, now, clockSkew } = parameters
  for (const label of labels)
    if (message.split(`\n${label}:`).length > 2)
      return { refused: 'malformed-message' }
  const fields = parseSiweMessage(message)
  const { address, chainId, issuedAt, nonce, uri, version } = fields
  if (
    !fields.domain ||
    !address ||
    !isAddress(address, { strict: false }) ||
    !uri ||
    !version ||
    !chainId ||
    !nonce ||
    !issuedAt ||
    Number.isNaN(issuedAt.getTime()) ||
    (fields.expirationTime && Number.isNaN(fields.expirationTime.getTime())) ||
    (fields.notBefore && Number.isNaN(fields.notBefore.getTime()))
  )
    return { refused: 'malformed-message' }
  if (fields.domain !== domain) return { refused: 'wrong-domain' }
  if (fields.scheme && `${fields.scheme}:` !== origin.protocol)
    return { refused: 'wrong-scheme' }
  let uriOrigin: string
  try {
    uriOrigin = new URL(uri).origin
  } catch {
    return { refused: 'wrong-uri' }
  }
  if (uriOrigin !== origin.origin) return { refused: 'wrong-uri' }
  if (!chainIds.has(chainId)) return { refused: 'unlisted-chain' }
  if (version !== '1') return { refused: 'wrong-version' }
  if (issuedAt.getTime() > now + clockSkew)
    return { refused: 'issued-in-future' }
  if (fields.expirationTime && fields.expirationTime.getTime() <= now)
    return { refused: 'message-expired' }
  if (fields.notBefore && fields.notBefore.getTime() > now + clockSkew)
    return { refused: 'message-not-yet-valid' }
  return { ...fields, issuedAt } as CheckedSiweMessage
}
