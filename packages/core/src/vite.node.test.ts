import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, createServer } from 'vite'
import { afterAll, describe, expect, test } from 'vitest'
import { headerFiles } from './csp/headerFiles.ts'
import { metaContentSecurityPolicy } from './csp/metaContentSecurityPolicy.ts'
import { latch } from './vite.ts'

// A dapp's build with `latch({ securityHeaders })`: the files every host
// reads are written beside index.html, and the policy is in index.html,
// each from the one set of headers it was given.

const headers = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; connect-src 'self' https://node.example.org; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
}

const root = mkdtempSync(join(tmpdir(), 'latch-vite-plugin-'))
writeFileSync(
  join(root, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>dapp</title>
  </head>
  <body>
    <script type="module" src="/main.js"></script>
  </body>
</html>
`,
)
writeFileSync(join(root, 'main.js'), "document.title = 'built'\n")
afterAll(() => rmSync(root, { recursive: true, force: true }))

async function buildWith(
  plugin: ReturnType<typeof latch>,
  options: { assetsDir?: string } = {},
) {
  const outDir = mkdtempSync(join(root, 'dist-'))
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [plugin],
    build: { outDir, emptyOutDir: true, ...options },
  })
  return {
    files: readdirSync(outDir).sort(),
    read: (file: string) => readFileSync(join(outDir, file), 'utf8'),
  }
}

/** The `content` of index.html's CSP meta tags, unescaped. */
function metaPolicies(html: string) {
  return [
    ...html.matchAll(
      /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g,
    ),
  ].map((match) =>
    match[1]!
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&'),
  )
}

describe('latch({ securityHeaders })', () => {
  test("writes every host's file beside index.html, each headerFiles' own", async () => {
    const built = await buildWith(latch({ securityHeaders: headers }))
    const expected = headerFiles(headers)
    expect(built.files).toEqual(
      expect.arrayContaining(['index.html', ...Object.keys(expected)]),
    )
    for (const [file, text] of Object.entries(expected))
      expect(built.read(file), file).toBe(text)
  })

  test('puts the policy a meta tag can carry first in <head>, after the charset, before any script', async () => {
    const html = (await buildWith(latch({ securityHeaders: headers }))).read(
      'index.html',
    )
    expect(metaPolicies(html)).toEqual([
      metaContentSecurityPolicy(headers['Content-Security-Policy']),
    ])
    expect(metaPolicies(html)[0]).not.toContain('frame-ancestors')
    const meta = html.indexOf('http-equiv="Content-Security-Policy"')
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(meta)
    expect(html.indexOf('<script')).toBeGreaterThan(meta)
    expect(html.indexOf('<title>')).toBeGreaterThan(meta)
  })

  test("caches Vite's assetsDir for a year", async () => {
    const built = await buildWith(latch({ securityHeaders: headers }), {
      assetsDir: 'static',
    })
    expect(built.files).toContain('static')
    expect(built.read('_headers')).toBe(
      headerFiles(headers, { assetsDir: 'static' })._headers,
    )
    expect(built.read('_headers')).toContain('\n/static/*\n')
  })

  test('without it, the build is as before: no files, no meta tag', async () => {
    const built = await buildWith(latch())
    expect(built.files).not.toContain('_headers')
    expect(built.files).not.toContain('vercel.json')
    expect(metaPolicies(built.read('index.html'))).toEqual([])
  })

  test('the dev server gets no meta policy (React’s refresh runtime is an inline script)', async () => {
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [latch({ securityHeaders: headers })],
      server: { middlewareMode: true },
    })
    try {
      const html = await server.transformIndexHtml(
        '/',
        readFileSync(join(root, 'index.html'), 'utf8'),
      )
      expect(metaPolicies(html)).toEqual([])
    } finally {
      await server.close()
    }
  })
})
