import { SiweConfigurationError } from '../errors/SiweConfigurationError.ts'

/** The two cookies' names and the attributes they share. */
export type SiweCookies = {
  session: string
  preSession: string
  /** `; Secure` on https, nothing on a plain-http loopback origin. */
  secure: string
}

const loopback = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The cookies of an origin: `__Host-latch-siwe` and `__Host-latch-siwe-pre`
 * on https (the prefix makes the browser refuse them unless Secure, without
 * Domain, on Path=/: no sibling subdomain can set or shadow them). A browser
 * refuses `__Host-` cookies over plain http, so a loopback http origin (a
 * developer's machine) gets `latch-siwe` and `latch-siwe-pre` without
 * Secure; any other http origin is refused.
 */
export function siweCookieNames(origin: URL): SiweCookies {
  if (origin.protocol === 'https:')
    return {
      session: '__Host-latch-siwe',
      preSession: '__Host-latch-siwe-pre',
      secure: '; Secure',
    }
  if (origin.protocol === 'http:' && loopback.has(origin.hostname))
    return { session: 'latch-siwe', preSession: 'latch-siwe-pre', secure: '' }
  throw new SiweConfigurationError({
    reason: `the origin ${origin.origin} is neither https nor a loopback http origin, so its session cookie could not be Secure`,
  })
}
