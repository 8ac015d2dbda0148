import type { Plugin } from 'vite'
import { addStyleHashes } from '../csp/addStyleHashes.ts'
import { headerFiles } from '../csp/headerFiles.ts'
import { metaContentSecurityPolicy } from '../csp/metaContentSecurityPolicy.ts'
import type { SecurityHeaders } from '../csp/securityHeaders.ts'

/** A Vite plugin that gives a build and `vite preview` the page's headers. */
export function carrySecurityHeaders(
  securityHeaders: SecurityHeaders,
  styleHashes: ReadonlySet<string>,
): Plugin {
  let assetsDir = 'assets'
  let ssr = false
  // Read when used: the stylesheets' hashes come in as the build runs.
  const withStyleHashes = (): SecurityHeaders =>
    Object.fromEntries(
      Object.entries(securityHeaders).map(([name, value]) => [
        name,
        name.toLowerCase() === 'content-security-policy'
          ? addStyleHashes(value, [...styleHashes])
          : value,
      ]),
    )
  return {
    name: 'latch:security-headers',
    // Builds; and `vite preview`, which serves the build with its headers.
    apply: (_, env) => env.command === 'build' || env.isPreview === true,
    enforce: 'post',
    configResolved(config) {
      assetsDir = config.build.assetsDir
      ssr = Boolean(config.build.ssr)
    },
    transformIndexHtml(html) {
      const policy = Object.entries(withStyleHashes()).find(
        ([name]) => name.toLowerCase() === 'content-security-policy',
      )?.[1]
      if (!policy) return html
      const content = metaContentSecurityPolicy(policy)
      const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(content)}" />`
      // First in <head> after the charset: a meta policy governs only what
      // comes after it, and the charset must stay in the first 1024 bytes.
      const charset = /<meta\s+charset=[^>]*>/i
      if (charset.test(html))
        return html.replace(charset, (tag) => `${tag}\n    ${meta}`)
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content },
          injectTo: 'head-prepend',
        },
      ]
    },
    configurePreviewServer(server) {
      const headers = Object.entries(withStyleHashes())
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of headers) response.setHeader(name, value)
        next()
      })
    },
    generateBundle: {
      // After Vite's own hook, which transforms index.html: the stylesheet
      // written into it is known by then.
      order: 'post',
      handler() {
        if (ssr) return
        for (const [fileName, source] of Object.entries(
          headerFiles(withStyleHashes(), { assetsDir }),
        ))
          this.emitFile({ type: 'asset', fileName, source })
      },
    },
  }
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
}
