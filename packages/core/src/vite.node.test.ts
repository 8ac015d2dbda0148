import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, createServer, preview } from 'vite'
import { afterAll, describe, expect, test } from 'vitest'
import { headerFiles } from './csp/headerFiles.ts'
import { metaContentSecurityPolicy } from './csp/metaContentSecurityPolicy.ts'
import { inlineStyleHash, latch } from './vite.ts'

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
  { base, from = root }: { base?: string; from?: string } = {},
) {
  const outDir = mkdtempSync(join(root, 'dist-'))
  await build({
    root: from,
    ...(base ? { base } : {}),
    configFile: false,
    logLevel: 'silent',
    plugins: [plugin],
    build: { outDir, emptyOutDir: true, ...options },
  })
  return {
    outDir,
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

describe('latch({ inlineStylesheet: true })', () => {
  // A dapp whose entry imports a stylesheet.
  const styled = mkdtempSync(join(root, 'styled-'))
  writeFileSync(
    join(styled, 'index.html'),
    readFileSync(join(root, 'index.html'), 'utf8'),
  )
  writeFileSync(join(styled, 'main.js'), "import './main.css'\n")
  writeFileSync(
    join(styled, 'main.css'),
    'body { color: rebeccapurple }\n.mark { background: url(./mark.svg) }\n',
  )
  // Over Vite's inline limit: a file of its own, referenced by URL.
  writeFileSync(
    join(styled, 'mark.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${'x'.repeat(5_000)} --></svg>`,
  )
  const styleOf = (html: string) =>
    [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((x) => x[1]!)

  test('writes the stylesheet into index.html, and its hash into the meta policy and every header file', async () => {
    const built = await buildWith(
      latch({ securityHeaders: headers, inlineStylesheet: true }),
      {},
      { from: styled },
    )
    const html = built.read('index.html')
    expect(html).not.toMatch(/rel="stylesheet"/)
    const [css] = styleOf(html)
    expect(css).toContain('body{color:#639}')
    // The asset's URL as Vite wrote it: from the root, not relative.
    expect(css).toMatch(/url\(\/assets\/mark-[\w-]+\.svg\)/)
    const hash = inlineStyleHash(css!)
    const expected = {
      ...headers,
      'Content-Security-Policy': headers['Content-Security-Policy'].replace(
        "default-src 'self';",
        `default-src 'self'; style-src 'self' ${hash};`,
      ),
    }
    expect(metaPolicies(html)).toEqual([
      metaContentSecurityPolicy(expected['Content-Security-Policy']),
    ])
    for (const [file, text] of Object.entries(headerFiles(expected)))
      expect(built.read(file), file).toBe(text)

    // `vite preview` serves the build with the same headers, the hash in.
    const server = await preview({
      root: styled,
      configFile: false,
      logLevel: 'silent',
      plugins: [latch({ securityHeaders: headers, inlineStylesheet: true })],
      build: { outDir: built.outDir },
      preview: { host: '127.0.0.1', port: 0 },
    })
    try {
      const response = await fetch(server.resolvedUrls!.local[0]!)
      expect(await response.text()).toBe(html)
      for (const [name, value] of Object.entries(expected))
        expect(response.headers.get(name), name).toBe(value)
    } finally {
      await server.close()
    }
  })

  test('a stylesheet with a relative url() stays a link, the policy as given', async () => {
    const built = await buildWith(
      latch({ securityHeaders: headers, inlineStylesheet: true }),
      {},
      { from: styled, base: './' },
    )
    const html = built.read('index.html')
    expect(html).toMatch(
      /<link rel="stylesheet"[^>]*href="\.\/assets\/[^"]+\.css"/,
    )
    expect(styleOf(html)).toEqual([])
    expect(metaPolicies(html)).toEqual([
      metaContentSecurityPolicy(headers['Content-Security-Policy']),
    ])
    expect(built.read('_headers')).toBe(headerFiles(headers)._headers)
  })

  test('without it, the stylesheet is linked', async () => {
    const html = (
      await buildWith(latch({ securityHeaders: headers }), {}, { from: styled })
    ).read('index.html')
    expect(html).toMatch(/<link rel="stylesheet"/)
    expect(styleOf(html)).toEqual([])
  })
})
