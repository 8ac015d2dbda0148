/** Directives a `<meta http-equiv="Content-Security-Policy">` cannot carry. */
const headerOnly = new Set(['frame-ancestors', 'report-uri', 'sandbox'])

/**
 * The part of a Content-Security-Policy a `<meta>` tag can deliver, for
 * hosts that set no headers (IPFS gateways, plain buckets): the policy less
 * `frame-ancestors`, `report-uri` and `sandbox`, which browsers ignore (with
 * a console error) in a meta tag. Those need the header.
 *
 * @example
 * metaContentSecurityPolicy("default-src 'self'; frame-ancestors 'none'")
 * // "default-src 'self'"
 */
export function metaContentSecurityPolicy(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(
      (directive) =>
        directive && !headerOnly.has(directive.split(/\s+/)[0]!.toLowerCase()),
    )
    .join('; ')
}
