import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, type Plugin } from 'vite'
import type { Env } from '../src/config/env.ts'
import type { RenderFirstScreenParameters } from '../src/prerender/renderFirstScreen.tsx'

export type PrerenderParameters = {
  /** The app's root (where `index.html` and `src/` are). */
  root: string
  mode: string
  env: Env
  /**
   * The page's inline scripts (their hashes are in the policy): `head`
   * first in `<head>` after the policy, `body` right after the markup.
   */
  scripts: { head: string; body: string }
}

/** The marker the page's markup goes into, as `index.html` has it. */
export const rootMarker = '<div id="root"></div>'

/**
 * Writes the first screen into the built `index.html`: the app's own
 * components rendered once at build time (`renderFirstScreen`, built for
 * Node by Vite), and the page's two inline first-paint scripts. A first visit
 * paints the page from the HTML alone; the bundle renders over it.
 */
export function prerender(parameters: PrerenderParameters): Plugin {
  const { root, mode, env, scripts } = parameters
  let ssr = false
  let outDir = ''
  return {
    name: 'latch:prerender',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr)
      // Vite resolves a relative outDir against the app's root, not the
      // working directory (`npm run build` runs from the repository's).
      outDir = resolve(config.root, config.build.outDir)
    },
    async writeBundle() {
      if (ssr) return
      const html = await renderPage({ root, mode, env })
      const file = join(outDir, 'index.html')
      const page = readFileSync(file, 'utf8')
      if (!page.includes(rootMarker))
        throw new Error(
          `prerender: ${file} has no ${rootMarker} to write the first screen into.`,
        )
      for (const script of Object.values(scripts))
        if (script.includes('</script'))
          throw new Error('prerender: an inline script contains </script.')
      // After the meta policy (it governs only what follows it), else after
      // the charset: before the stylesheet and the bundle.
      const policy = /<meta http-equiv="Content-Security-Policy"[^>]*>/i
      const charset = /<meta\s+charset=[^>]*>/i
      const anchor = policy.test(page) ? policy : charset
      if (!anchor.test(page))
        throw new Error(`prerender: ${file} has no <meta charset>.`)
      // The app's entry, loaded by the body script once the first screen is
      // painted: a module script in <head> would be fetched and run first.
      const entries = [
        ...page.matchAll(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/g,
        ),
      ]
      if (entries.length !== 1)
        throw new Error(
          `prerender: ${file} has ${entries.length} module scripts, not the one entry.`,
        )
      if (/rel="modulepreload"/.test(page))
        throw new Error(
          `prerender: ${file} preloads modules, which would compete with the first paint.`,
        )
      writeFileSync(
        file,
        page
          .replace(
            entries[0]![0],
            () => `<meta name="latch-entry" content="${entries[0]![1]}" />`,
          )
          .replace(
            anchor,
            (tag) => `${tag}\n    <script>${scripts.head}</script>`,
          )
          .replace(
            rootMarker,
            () =>
              `<div id="root">${html}</div>\n    <script>${scripts.body}</script>`,
          ),
      )
    },
  }
}

/**
 * Builds `src/prerender/renderFirstScreen.tsx` for Node beside the
 * workspace's packages (so its bare imports resolve to them), imports it,
 * renders, and removes the build.
 */
async function renderPage(parameters: Omit<PrerenderParameters, 'scripts'>) {
  const { root, mode, env } = parameters
  const outDir = join(
    root,
    'node_modules',
    '.latch-prerender',
    `${process.pid}-${Date.now()}`,
  )
  mkdirSync(outDir, { recursive: true })
  try {
    await build({
      configFile: false,
      root,
      mode,
      envDir: root,
      logLevel: 'warn',
      plugins: [react()],
      // The workspace's packages are TypeScript sources: bundled.
      ssr: { noExternal: [/^@latch\//] },
      build: {
        ssr: 'src/prerender/renderFirstScreen.tsx',
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        minify: false,
        rolldownOptions: { output: { entryFileNames: 'render.mjs' } },
      },
    })
    // In a Node of its own: the config's module runner is closed by now.
    const renderParameters: RenderFirstScreenParameters = {
      env,
      devnet: mode === 'devnet',
    }
    const url = pathToFileURL(join(outDir, 'render.mjs')).href
    return execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '--eval',
        `import { renderFirstScreen } from ${JSON.stringify(url)}
process.stdout.write(renderFirstScreen(JSON.parse(process.argv[1])))`,
        JSON.stringify(renderParameters),
      ],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    )
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}
