/** What a signed token is for: the two never stand in for each other. */
export type TokenPurpose = 'session' | 'pre-session'

/** Signs and reads the handlers' cookies' values. */
export type TokenSigner = {
  /** `payload` (JSON) and its HMAC under the first secret, base64url, dot-joined. */
  sign(purpose: TokenPurpose, payload: object): Promise<string>
  /**
   * The payload of a token one of the secrets signed for `purpose`, or
   * `undefined` for anything else (forged, re-signed, truncated, too long,
   * spelt otherwise than it was signed).
   */
  read(purpose: TokenPurpose, token: string): Promise<unknown>
}

// A cookie value longer than this is nobody's token: refused before any work.
const maxTokenLength = 1_024
const encoder = new TextEncoder()

/**
 * HMAC-SHA-256 over `purpose` and the payload, with Web Crypto (every
 * runtime has it). The first secret signs, every listed secret verifies:
 * rotation is adding a new secret first, then removing the old one once the
 * sessions it signed have ended. `crypto.subtle.verify` compares in constant
 * time.
 */
export function createTokenSigner(secrets: readonly string[]): TokenSigner {
  const keys = secrets.map((secret) =>
    crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    ),
  )
  const signed = (purpose: TokenPurpose, body: string) =>
    encoder.encode(`latch-siwe/${purpose}.${body}`)
  return {
    async sign(purpose, payload) {
      const body = toBase64Url(encoder.encode(JSON.stringify(payload)))
      const mac = await crypto.subtle.sign(
        'HMAC',
        await keys[0]!,
        signed(purpose, body),
      )
      return `${body}.${toBase64Url(new Uint8Array(mac))}`
    },
    async read(purpose, token) {
      if (token.length > maxTokenLength) return undefined
      const match = /^([\w-]+)\.([\w-]{43})$/.exec(token)
      if (!match) return undefined
      const mac = fromBase64Url(match[2]!)
      if (!mac) return undefined
      const data = signed(purpose, match[1]!)
      let valid = false
      for (const key of keys)
        if (await crypto.subtle.verify('HMAC', await key, mac, data)) {
          valid = true
          break
        }
      if (!valid) return undefined
      const body = fromBase64Url(match[1]!)
      if (!body) return undefined
      try {
        return JSON.parse(new TextDecoder().decode(body)) as unknown
      } catch {
        return undefined
      }
    },
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * The bytes of `text`, or `undefined` unless `text` is exactly how
 * `toBase64Url` writes them: a last character's unused low bits may differ
 * and decode to the same bytes (`…A` and `…B`), so a token would have more
 * than one spelling.
 */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  let binary: string
  try {
    binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  } catch {
    return undefined
  }
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return toBase64Url(bytes) === text ? bytes : undefined
}
