import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { hasRelativeReference } from './hasRelativeReference.ts'
import { inlineStyleHash } from './inlineStyleHash.ts'

/** A Vite plugin that writes the bundle's stylesheets into index.html. */
export function inlineStylesheets(styleHashes: Set<string>): Plugin {
  return {
    name: 'latch:inline-stylesheets',
    apply: (_, env) => env.command === 'build' || env.isPreview === true,
    enforce: 'post',
    // Each one's hash goes into `styleHashes`, for the policy.
    transformIndexHtml(html, { bundle }) {
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
        if (hasRelativeReference(css) || /<\/style/i.test(css)) return tag
        styleHashes.add(inlineStyleHash(css))
        return `<style>${css}</style>`
      })
    },
    // The stylesheets the build wrote into index.html, as it hashed them.
    configurePreviewServer(server) {
      const { root, build } = server.config
      let page = ''
      try {
        page = readFileSync(resolve(root, build.outDir, 'index.html'), 'utf8')
      } catch {
        // No build yet: Vite's preview reports it.
      }
      for (const [, css] of page.matchAll(/<style>([\s\S]*?)<\/style>/g))
        styleHashes.add(inlineStyleHash(css!))
    },
  }
}
