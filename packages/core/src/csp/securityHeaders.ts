import {
  type ContentSecurityPolicyConfig,
  type ContentSecurityPolicyParameters,
  contentSecurityPolicy,
} from './contentSecurityPolicy.ts'

/** Response headers by name, in the order they are written. */
export type SecurityHeaders = Readonly<Record<string, string>>

export type SecurityHeadersParameters = ContentSecurityPolicyParameters & {
  /**
   * `Strict-Transport-Security`, for hosts that do not send it themselves
   * (e.g. `'max-age=31536000'`; add `includeSubDomains` and `preload` only
   * when every subdomain is served over HTTPS). None by default: HSTS binds
   * the whole host name, so it is the domain's decision, and most hosts send
   * their own (a second one would be merged into an invalid value).
   */
  strictTransportSecurity?: string | undefined
}

/**
 * Browser features Latch never uses (no camera, sensors, payments, USB, HID
 * or serial devices, passkeys in the page…), turned off for the page and
 * every frame in it. Each is one Chromium recognizes: an unknown name only
 * earns a console warning. The clipboard stays on: the account dialog copies
 * the address.
 */
const unusedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const

/**
 * The response headers a Latch page is served with: its
 * Content-Security-Policy (`contentSecurityPolicy(config)`), no framing by
 * another page (clickjacking of the wallet's buttons), no MIME sniffing, the
 * referrer cut to the origin across origins, the features it never uses
 * turned off, and an opener policy that keeps wallet popups working.
 *
 * With `nonce`, for a server that renders each response (Next.js's
 * `proxy.ts`), the policy lets the scripts carrying that nonce run.
 *
 * @example
 * const headers = securityHeaders(createLatchConfig({ appName, chains }))
 * // { 'Content-Security-Policy': "default-src 'self'; …", 'X-Frame-Options': 'DENY', … }
 */
export function securityHeaders(
  config: ContentSecurityPolicyConfig,
  parameters: SecurityHeadersParameters = {},
): SecurityHeaders {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, {
      scriptHashes: parameters.scriptHashes,
      styleHashes: parameters.styleHashes,
      nonce: parameters.nonce,
    }),
    ...(parameters.strictTransportSecurity
      ? { 'Strict-Transport-Security': parameters.strictTransportSecurity }
      : {}),
    // The policy's frame-ancestors 'none', for browsers that predate it.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // The browsers' own default, pinned: across origins the origin only,
    // nothing to plain http. `no-referrer` would also take the origin from
    // the requests of WalletConnect's Verify frame, which attests it.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': unusedFeatures
      .map((feature) => `${feature}=()`)
      .join(', '),
    // Not `same-origin`: Coinbase Wallet's popup talks back to its opener.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  }
}
