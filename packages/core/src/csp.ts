// @latch/core/csp: the page's Content-Security-Policy and security headers,
// made from a Latch config, for a server or a build (nothing here touches
// `window`): the headers, their files for each host, the `<meta>` policy.

export {
  type ContentSecurityPolicyConfig,
  type ContentSecurityPolicyParameters,
  contentSecurityPolicy,
} from './csp/contentSecurityPolicy.ts'
export {
  type HeaderFiles,
  type HeaderFilesParameters,
  headerFiles,
} from './csp/headerFiles.ts'
export { metaContentSecurityPolicy } from './csp/metaContentSecurityPolicy.ts'
export {
  type SecurityHeaders,
  type SecurityHeadersParameters,
  securityHeaders,
} from './csp/securityHeaders.ts'
export {
  InvalidHeaderError,
  type InvalidHeaderErrorType,
} from './errors/headers.ts'
