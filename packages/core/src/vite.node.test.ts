import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import { build, createServer, preview } from 'vite'
import { afterAll, describe, expect, test } from 'vitest'
import { headerFiles } from './csp/headerFiles.ts'
import { metaContentSecurityPolicy } from './csp/metaContentSecurityPolicy.ts'
import { compileHint } from './vite/compileHint.ts'
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
  options: { assetsDir?: string; sourcemap?: boolean } = {},
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

describe('latch({ compileHints: true })', () => {
  // A dapp that loads Latch's connect dialog, and a wallet SDK, when asked.
  const dapp = mkdtempSync(join(root, 'hinted-'))
  writeFileSync(
    join(dapp, 'index.html'),
    readFileSync(join(root, 'index.html'), 'utf8'),
  )
  writeFileSync(
    join(dapp, 'main.js'),
    [
      "document.title = 'entry'",
      "document.onclick = () => import('./node_modules/@latch/react/components/ConnectDialog/ConnectDialog.js')",
      "document.onkeydown = () => import('./sdk.js')",
      '',
    ].join('\n'),
  )
  const component = join(
    dapp,
    'node_modules/@latch/react/components/ConnectDialog',
  )
  mkdirSync(component, { recursive: true })
  writeFileSync(
    join(component, 'ConnectDialog.js'),
    "import './ConnectDialog.css'\nexport function ConnectDialog() { return 'dialog' }\n",
  )
  // A stylesheet to load with it: Vite's list of a chunk's files, first in
  // the entry.
  writeFileSync(join(component, 'ConnectDialog.css'), 'dialog { color: red }\n')
  writeFileSync(join(dapp, 'sdk.js'), "export const sdk = () => 'sdk'\n")

  const chunks = (built: Awaited<ReturnType<typeof buildWith>>) => {
    const files = readdirSync(join(built.outDir, 'assets'))
    const chunk = (prefix: string) => {
      const file = files.find((x) => x.startsWith(prefix) && x.endsWith('.js'))!
      return {
        code: built.read(`assets/${file}`),
        mappings: (
          JSON.parse(built.read(`assets/${file}.map`)) as { mappings: string }
        ).mappings,
      }
    }
    return {
      entry: chunk('index-'),
      dialog: chunk('ConnectDialog-'),
      sdk: chunk('sdk-'),
    }
  }

  test('puts the hint first in the entry and the connect dialog, not in other chunks; each source map one line down', async () => {
    const plain = chunks(
      await buildWith(latch(), { sourcemap: true }, { from: dapp }),
    )
    const hinted = chunks(
      await buildWith(
        latch({ compileHints: true }),
        { sourcemap: true },
        { from: dapp },
      ),
    )
    expect(compileHint).toBe('//# allFunctionsCalledOnLoad')
    // First, before Vite's own first line (V8 reads the hint there only).
    expect(plain.entry.code).toMatch(/^const __vite__mapDeps=/)
    for (const name of ['entry', 'dialog'] as const) {
      expect(hinted[name].code, name).toBe(
        `${compileHint}\n${plain[name].code}`,
      )
      expect(hinted[name].mappings, name).toBe(`;${plain[name].mappings}`)
    }
    expect(hinted.sdk).toEqual(plain.sdk)
    expect(plain.entry.code + plain.dialog.code).not.toContain(compileHint)
  })
})

describe('latch() and source maps', () => {
  // A dapp whose entry imports three names from viem's barrel on one line:
  // the rewrite makes that line three imports of viem's modules.
  const dapp = mkdtempSync(join(root, 'mapped-'))
  writeFileSync(
    join(dapp, 'index.html'),
    readFileSync(join(root, 'index.html'), 'utf8'),
  )
  mkdirSync(join(dapp, 'node_modules'))
  symlinkSync(
    dirname(createRequire(import.meta.url).resolve('viem/package.json')),
    join(dapp, 'node_modules/viem'),
  )
  const main = [
    "import { formatEther, parseEther, toHex } from 'viem'; document.body.dataset.same = 'line'",
    '',
    "const wei = parseEther('1.5')",
    'document.title = formatEther(wei)',
    "document.body.dataset.hex = toHex(wei); console.log('after the rewrite')",
    '',
  ].join('\n')
  writeFileSync(join(dapp, 'main.js'), main)

  test('a position after a rewritten import maps to its line and column in the source, the compile hint counted', async () => {
    const built = await buildWith(
      latch({ compileHints: true }),
      { sourcemap: true },
      { from: dapp },
    )
    const file = readdirSync(join(built.outDir, 'assets')).find(
      (x) => x.startsWith('index-') && x.endsWith('.js'),
    )!
    const code = built.read(`assets/${file}`)
    const map = new TraceMap(built.read(`assets/${file}.map`))
    // The rewrite took place (viem's modules, not its barrel, in the map),
    // and so did the hint, a line above the bundle's code.
    expect(
      map.sources.some((x) =>
        x?.endsWith('viem/_esm/utils/unit/formatEther.js'),
      ),
    ).toBe(true)
    expect(map.sources.some((x) => x?.endsWith('viem/_esm/index.js'))).toBe(
      false,
    )
    expect(code.startsWith(`${compileHint}\n`)).toBe(true)

    const lines = main.split('\n')
    for (const [needle, line, text] of [
      ['console.log', 5, "console.log('after the rewrite')"],
      ['`after the rewrite`', 5, "'after the rewrite'"],
      ['document.body.dataset.hex', 5, 'document.body.dataset.hex'],
      ['document.title', 4, 'document.title'],
      ['document.body.dataset.same', 1, 'document.body.dataset.same'],
    ] as const) {
      const at = code.indexOf(needle)
      expect(at, needle).toBeGreaterThan(-1)
      const before = code.slice(0, at).split('\n')
      const traced = originalPositionFor(map, {
        line: before.length,
        column: before.at(-1)!.length,
      })
      expect(traced.source, needle).toMatch(/\/main\.js$/)
      expect({ line: traced.line, column: traced.column }, needle).toEqual({
        line,
        column: lines[line - 1]!.indexOf(text),
      })
      // The source the map carries is the module as written.
      expect(
        map.sourcesContent?.[map.sources.indexOf(traced.source)],
        needle,
      ).toBe(main)
    }
  })
})

describe('latch() and the hash functions', () => {
  // A dapp whose entry hashes with viem (SHA-256), and a wallet SDK, loaded
  // when asked, that also hashes with SHA-512 of the same module.
  const dapp = mkdtempSync(join(root, 'hashes-'))
  writeFileSync(
    join(dapp, 'index.html'),
    readFileSync(join(root, 'index.html'), 'utf8'),
  )
  const require = createRequire(import.meta.url)
  mkdirSync(join(dapp, 'node_modules/@noble'), { recursive: true })
  symlinkSync(
    dirname(require.resolve('viem/package.json')),
    join(dapp, 'node_modules/viem'),
  )
  symlinkSync(
    dirname(
      createRequire(require.resolve('viem/package.json')).resolve(
        '@noble/hashes/sha2',
      ),
    ),
    join(dapp, 'node_modules/@noble/hashes'),
  )
  writeFileSync(
    join(dapp, 'main.js'),
    [
      "import { sha256 } from 'viem'",
      "document.title = sha256('0x01')",
      "document.onclick = () => import('./sdk.js').then((x) => x.hash())",
      '',
    ].join('\n'),
  )
  writeFileSync(
    join(dapp, 'sdk.js'),
    [
      "import { sha512 } from '@noble/hashes/sha2'",
      'export const hash = () => sha512(new Uint8Array([1]))',
      '',
    ].join('\n'),
  )
  // SHA-512's first round constant, as @noble/hashes writes it.
  const sha512Code = '428a2f98d728ae22'

  test('the entry holds the hashes it runs; an SDK the ones only it runs', async () => {
    const built = await buildWith(latch(), {}, { from: dapp })
    const chunks = readdirSync(join(built.outDir, 'assets'))
      .filter((x) => x.endsWith('.js'))
      .map((file) => ({ file, code: built.read(`assets/${file}`) }))
    const entry = chunks.filter((x) => x.file.startsWith('index-'))
    expect(entry).toHaveLength(1)
    // SHA-256's first round constant (0x428a2f98, minified), in the entry.
    expect(entry[0]!.code).toContain('1116352408')
    expect(entry[0]!.code).not.toContain(sha512Code)
    expect(chunks.some((x) => x.code.includes(sha512Code))).toBe(true)
  })
})

describe('latch(): the first paint', () => {
  // A page with a dynamic import, so that Vite has something to preload.
  const app = mkdtempSync(join(root, 'preload-'))
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>\n',
  )
  writeFileSync(
    join(app, 'main.js'),
    "document.onclick = () => import('./dialog.js').then((x) => x.open())\n",
  )
  writeFileSync(join(app, 'dialog.js'), 'export const open = () => 1\n')
  const entry = (built: Awaited<ReturnType<typeof buildWith>>) => {
    const assets = readdirSync(join(built.outDir, 'assets'))
    const file = assets.find((x) => /^index-.*\.js$/.test(x))!
    return built.read(join('assets', file))
  }

  test('carries no modulepreload polyfill, unless the app asks for one', async () => {
    // The polyfill watches for <link rel="modulepreload"> it must fetch.
    const polyfill = /MutationObserver/
    expect(entry(await buildWith(latch(), {}, { from: app }))).not.toMatch(
      polyfill,
    )
    const asked = await buildWith(
      latch(),
      { modulePreload: { polyfill: true } } as never,
      { from: app },
    )
    expect(entry(asked)).toMatch(polyfill)
  }, 60_000)
})
