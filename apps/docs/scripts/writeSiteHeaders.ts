import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { headerFiles, securityHeaders } from '@latch/core/csp'
import { inlineScriptHash, inlineStyleHash } from '@latch/core/vite'
import { siteConfig } from '../src/live/siteConfig.ts'
import { keyboardScrollable } from './keyboardScrollable.ts'
import { styleAttributes } from './styleAttributes.ts'

/**
 * The step after `astro build`: the built pages' scrolling code blocks and
 * tables reachable from the keyboard (`keyboardScrollable`), and made to run under the
 * front end's Content-Security-Policy, and its headers written for every
 * host (`headerFiles`, docs/deploying.md). Each page's `style` attributes
 * become classes of one stylesheet file; its inline scripts (the
 * generator's theme and islands) run by their hashes, computed here from
 * the built files. Pagefind's search runs WebAssembly: the policy's
 * `script-src` gets `'wasm-unsafe-eval'` (it lets no JavaScript be
 * evaluated).
 */
const dist = join(import.meta.dirname, '../dist')
const assetsDir = '_astro'

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : [],
  )
}

const pages = htmlFiles(dist)
const rules = new Map<string, string>()
const rewritten = new Map<string, string>()
for (const file of pages) {
  const page = styleAttributes(keyboardScrollable(readFileSync(file, 'utf8')))
  for (const [name, rule] of page.rules) rules.set(name, rule)
  rewritten.set(file, page.html)
}
const css = `${[...rules.values()].join('\n')}\n`
const cssName = `attributes.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`
writeFileSync(join(dist, assetsDir, cssName), css)

const scripts = new Set<string>()
const styles = new Set<string>()
for (const [file, html] of rewritten) {
  const linked = html.replace(
    '</head>',
    `<link rel="stylesheet" href="/${assetsDir}/${cssName}"></head>`,
  )
  for (const [, text] of linked.matchAll(
    /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g,
  ))
    scripts.add(inlineScriptHash(text!))
  for (const [, text] of linked.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g))
    styles.add(inlineStyleHash(text!))
  writeFileSync(file, linked)
}

const headers = securityHeaders(siteConfig({ storage: null }), {
  scriptHashes: [...scripts].sort(),
  styleHashes: [...styles].sort(),
})
const policy = headers['Content-Security-Policy']!.replace(
  'script-src ',
  "script-src 'wasm-unsafe-eval' ",
)
const files = headerFiles(
  { ...headers, 'Content-Security-Policy': policy },
  { assetsDir },
)
for (const [name, text] of Object.entries(files))
  writeFileSync(join(dist, name), text)
console.log(
  `docs site: ${pages.length} pages, ${scripts.size} inline scripts by hash, ${rules.size} style attributes as classes; headers in ${Object.keys(
    files,
  )
    .map((name) => relative(process.cwd(), join(dist, name)))
    .join(', ')}`,
)
