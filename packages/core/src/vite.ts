// @latch/core/vite: the Vite plugin that keeps a Latch dapp's first paint
// small. Node only: it reads the packages' barrels from disk.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { IndexHtmlTransformContext, Plugin, Rolldown } from 'vite'
import { addStyleHashes } from './csp/addStyleHashes.ts'
import { headerFiles } from './csp/headerFiles.ts'
import { metaContentSecurityPolicy } from './csp/metaContentSecurityPolicy.ts'
import type { SecurityHeaders } from './csp/securityHeaders.ts'
import { debarrel } from './vite/debarrel.ts'

/**
 * The Content-Security-Policy source that lets one inline script run: the
 * SHA-256 of its exact text, quoted (`'sha256-…'`), for `script-src`
 * (`securityHeaders(config, { scriptHashes })`). Any change to the text,
 * one space, and the browser refuses it.
 */
export function inlineScriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

/**
 * The Content-Security-Policy source that lets one inline `<style>` element
 * apply: the SHA-256 of its exact text, quoted (`'sha256-…'`), for
 * `style-src` (`securityHeaders(config, { styleHashes })`).
 */
export function inlineStyleHash(source: string): string {
  return inlineScriptHash(source)
}

/** The barrels whose named imports `latch()` rewrites to their modules. */
export const latchBarrels: readonly string[] = [
  'viem',
  'viem/actions',
  'viem/utils',
  'viem/chains',
  '@wagmi/core',
  '@wagmi/core/actions',
  '@wagmi/core/query',
  'wagmi',
  '@latch/core',
  '@latch/react',
]

export type LatchPluginParameters = {
  /**
   * The page's response headers, `securityHeaders(config)` of the config the
   * page makes. With them, a build writes them beside `index.html` in every
   * host's format (`headerFiles`: `_headers`, `vercel.json`, nginx, Caddy,
   * CloudFront), and the Content-Security-Policy into `index.html` as a
   * `<meta http-equiv>` for hosts that set no headers; `vite preview` serves
   * the build with them.
   */
  securityHeaders?: SecurityHeaders | undefined
  /**
   * Writes the entry's stylesheet into `index.html` as a `<style>` element,
   * and its hash into the policy `securityHeaders` gives (`style-src`), so
   * the first paint waits on no request but the page's own: worth it for a
   * small stylesheet (Latch's is 4 KiB gzip). A stylesheet with a relative
   * `url()` or `@import` stays a `<link>` (it would resolve against the
   * page). Production builds only.
   */
  inlineStylesheet?: boolean | undefined
  /**
   * Marks the code a first tap on *Connect wallet* runs (the entry chunk and
   * the chunks of `@latch/react`'s connect dialog) for eager compilation:
   * V8's `//# allFunctionsCalledOnLoad` (Chromium 136 and later; other
   * browsers ignore it). Chromium then compiles those functions on a
   * background thread as the script loads, where by default each is
   * compiled on the main thread when first called: React's event handling
   * and the dialog's opening at the tap. The price is memory for functions
   * that never run. Production builds only.
   */
  compileHints?: boolean | undefined
}

/** V8's explicit compile hint: every function of the file, compiled eagerly. */
export const compileHint = '//# allFunctionsCalledOnLoad'

/** A module of `@latch/react`'s connect dialog, in the package or the workspace. */
const connectDialogModule =
  /(?:@latch\/react|packages\/react\/src)\/components\/(?:ConnectDialog|Dialog)\/[^/]+$/

/**
 * Latch's Vite plugin, for production builds: a named import from one of
 * viem's, wagmi's or Latch's barrels becomes an import of the module that
 * defines it. Rolldown otherwise counts everything a barrel re-exports as
 * reachable from the page's entry, and code only the wallet SDKs use (loaded
 * when the visitor picks a wallet) lands in the first paint
 * (rolldown/rolldown#8920). And what the first paint needs is one chunk, one
 * request (the `$initial` group), unless the app's config sets its own
 * `build.rolldownOptions.output.codeSplitting`. With `securityHeaders`, the
 * build carries its policy (see `LatchPluginParameters`).
 *
 * @example
 * // vite.config.ts
 * import react from '@vitejs/plugin-react'
 * import { latch } from '@latch/core/vite'
 * export default { plugins: [react(), latch()] }
 */
export function latch(parameters: LatchPluginParameters = {}): Plugin {
  const { securityHeaders, inlineStylesheet, compileHints } = parameters
  // The hashes of the stylesheets written into index.html.
  const styleHashes = new Set<string>()
  let assetsDir = 'assets'
  let ssr = false
  return {
    ...debarrel(latchBarrels),
    // Builds; and `vite preview`, which serves the build with its headers.
    apply: (_, env) => env.command === 'build' || env.isPreview === true,
    config(config) {
      const output = config.build?.rolldownOptions?.output
      if (
        config.build?.ssr ||
        Array.isArray(output) ||
        output?.codeSplitting !== undefined
      )
        return
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [{ name: 'initial', tags: ['$initial'] }],
              },
            },
          },
        },
      }
    },
    configResolved(config) {
      assetsDir = config.build.assetsDir
      ssr = Boolean(config.build.ssr)
    },
    transformIndexHtml(page, context) {
      const html = inlineStylesheet ? inlineStylesheets(page, context) : page
      const policy =
        securityHeaders &&
        contentSecurityPolicyOf(withStyleHashes(securityHeaders))
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
      if (!securityHeaders) return
      // The stylesheets the build wrote into index.html, as it hashed them.
      if (inlineStylesheet) {
        const { root, build } = server.config
        let page = ''
        try {
          page = readFileSync(resolve(root, build.outDir, 'index.html'), 'utf8')
        } catch {
          // No build yet: Vite's preview reports it.
        }
        for (const [, css] of page.matchAll(/<style>([\s\S]*?)<\/style>/g))
          styleHashes.add(inlineStyleHash(css!))
      }
      const headers = Object.entries(withStyleHashes(securityHeaders))
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of headers) response.setHeader(name, value)
        next()
      })
    },
    generateBundle: {
      // After Vite's own hook, which transforms index.html: the stylesheet
      // written into it is known by then.
      order: 'post',
      handler(_, bundle) {
        if (ssr) return
        if (compileHints) addCompileHints(bundle)
        if (!securityHeaders) return
        for (const [fileName, source] of Object.entries(
          headerFiles(withStyleHashes(securityHeaders), { assetsDir }),
        ))
          this.emitFile({ type: 'asset', fileName, source })
      },
    },
  }

  /**
   * The hint first in each chunk a first tap runs, where V8 reads it (after
   * Vite's own first line, which this hook comes after); each source map
   * shifted one line down to match.
   */
  function addCompileHints(bundle: Rolldown.OutputBundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || chunk.code.startsWith(compileHint)) continue
      const tapped =
        chunk.isEntry ||
        chunk.moduleIds.some((id) =>
          connectDialogModule.test(id.replaceAll('\\', '/')),
        )
      if (!tapped) continue
      chunk.code = `${compileHint}\n${chunk.code}`
      if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
      const map = bundle[`${chunk.fileName}.map`]
      if (map?.type === 'asset' && typeof map.source === 'string') {
        const json = JSON.parse(map.source) as { mappings: string }
        json.mappings = `;${json.mappings}`
        map.source = JSON.stringify(json)
      }
    }
  }

  function withStyleHashes(headers: SecurityHeaders): SecurityHeaders {
    return Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [
        name,
        name.toLowerCase() === 'content-security-policy'
          ? addStyleHashes(value, [...styleHashes])
          : value,
      ]),
    )
  }

  /** index.html with each stylesheet of the bundle that can be written in, written in. */
  function inlineStylesheets(
    html: string,
    context: IndexHtmlTransformContext,
  ): string {
    const { bundle } = context
    if (!bundle) return html
    return html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (tag) => {
      const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
      const asset = Object.values(bundle).find(
        (x) =>
          x.type === 'asset' &&
          x.fileName.endsWith('.css') &&
          href !== undefined &&
          (href === x.fileName || href.endsWith(`/${x.fileName}`)),
      )
      if (asset?.type !== 'asset') return tag
      const css =
        typeof asset.source === 'string'
          ? asset.source
          : new TextDecoder().decode(asset.source)
      // A relative reference would resolve against the page, not the
      // stylesheet; a closing tag in the text would end the element.
      if (
        /url\(\s*['"]?(?![a-z][a-z0-9+.-]*:|\/|#)/i.test(css) ||
        /@import\s+(?:url\(\s*)?['"]?(?![a-z][a-z0-9+.-]*:|\/)/i.test(css) ||
        /<\/style/i.test(css)
      )
        return tag
      styleHashes.add(inlineStyleHash(css))
      return `<style>${css}</style>`
    })
  }
}

/** The Content-Security-Policy among the headers, whatever its case. */
function contentSecurityPolicyOf(headers: SecurityHeaders): string | undefined {
  return Object.entries(headers).find(
    ([name]) => name.toLowerCase() === 'content-security-policy',
  )?.[1]
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
}
