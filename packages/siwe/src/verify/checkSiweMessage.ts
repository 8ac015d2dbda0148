import type { SiweRefusalReason } from '../SiweRefusal.ts'
import type { Eip4361Message } from './parseEip4361Message.ts'

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

/**
 * Checks a parsed EIP-4361 message (`parseEip4361Message`) against this
 * server, as viem's own verification does not: that it names this server's
 * host (configured, never the request's `Host`, which the client writes),
 * that its URI is on this origin, its chain one the server verifies on, and
 * that it is valid now. Returns the message, or why it is refused.
 */
export function checkSiweMessage(
  message: Eip4361Message,
  parameters: CheckSiweMessageParameters,
): Eip4361Message | { refused: SiweRefusalReason } {
  const { domain, origin, chainIds, now, clockSkew } = parameters
  if (message.domain !== domain) return { refused: 'wrong-domain' }
  if (message.scheme && `${message.scheme}:` !== origin.protocol)
    return { refused: 'wrong-scheme' }
  let uriOrigin: string
  try {
    uriOrigin = new URL(message.uri).origin
  } catch {
    return { refused: 'wrong-uri' }
  }
  if (uriOrigin !== origin.origin) return { refused: 'wrong-uri' }
  if (!chainIds.has(message.chainId)) return { refused: 'unlisted-chain' }
  if (message.issuedAt.getTime() > now + clockSkew)
    return { refused: 'issued-in-future' }
  if (message.expirationTime && message.expirationTime.getTime() <= now)
    return { refused: 'message-expired' }
  if (message.notBefore && message.notBefore.getTime() > now + clockSkew)
    return { refused: 'message-not-yet-valid' }
  return message
}
