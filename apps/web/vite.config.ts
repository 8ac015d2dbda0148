import { fileURLToPath } from 'node:url'
import { securityHeaders } from '@latch/core/csp'
import { inlineScriptHash, latch } from '@latch/core/vite'
import { devnetProjectId } from '@latch/devnet'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { devHeadScript } from './scripts/devHeadScript.ts'
import { prerender } from './scripts/prerender.ts'
import { APP_NAME } from './src/config/app.ts'
import { createAppConfig } from './src/config/createAppConfig.ts'
import { parseEnv } from './src/config/env.ts'
import { devnetLanguages, devnetSetup } from './src/installDevnet.ts'
import { firstPaintScripts } from './src/prerender/firstPaintScript.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * Puts the one `APP_NAME` into `index.html`'s `<title>`, and in devnet mode
 * swaps the entry for the devnet one, so a production build's module graph
 * never contains devnet code.
 */
function html(mode: string): Plugin {
  return {
    name: 'latch:html',
    transformIndexHtml: {
      // Before Vite reads the entry script from the page.
      order: 'pre',
      handler: (html) => {
        const named = html.replaceAll('%APP_NAME%', APP_NAME)
        if (mode !== 'devnet') return named
        return named.replace('/src/main.tsx', '/src/main.devnet.tsx')
      },
    },
  }
}

export default defineConfig(({ mode }) => {
  const env = parseEnv(loadEnv(mode, root, 'VITE_'))
  // The headers of the configuration the build makes, its policy first (the
  // devnet's nodes and relay are proxied under the page's own origin:
  // 'self'). A bad VITE_* value stops the build here, with an EnvError.
  const devnet = mode === 'devnet'
  // The prerendered page's inline scripts: the theme, the language, and a
  // returning visitor's stored account, before the bundle runs. They run by
  // their hashes, in the policy like every other source.
  const scripts = firstPaintScripts(
    createAppConfig({
      env,
      devnet: devnet ? devnetSetup('http://127.0.0.1') : undefined,
      storage: null,
    }),
    { extraLanguages: devnet ? devnetLanguages : undefined },
  )
  const headers = securityHeaders(
    createAppConfig({
      env: {
        ...env,
        walletConnectProjectId: devnet
          ? devnetProjectId
          : env.walletConnectProjectId,
      },
      storage: null,
    }),
    {
      scriptHashes: [
        inlineScriptHash(scripts.head),
        inlineScriptHash(scripts.body),
      ],
    },
  )
  return {
    root,
    envDir: root,
    // latch() writes the headers beside index.html for every host, and the
    // policy into index.html for hosts that set none.
    // prerender() writes the first screen and its scripts into index.html;
    // the dev server's page gets the same head script (devHeadScript()).
    plugins: [
      react(),
      html(mode),
      latch({
        securityHeaders: headers,
        inlineStylesheet: true,
        compileHints: true,
      }),
      prerender({ root, mode, env, scripts }),
      devHeadScript(scripts.head),
    ],
    define: {
      // The configuration as validated above (`src/config/currentEnv.ts`).
      __LATCH_ENV__: JSON.stringify(env),
      // Devnet (test) builds only: WalletConnect's test check reads
      // `process.env.IS_VITEST`, which a client build otherwise compiles to
      // `{}.IS_VITEST`, so its Verify step would still call
      // verify.walletconnect.org and wait ~5 s for it. With this and the
      // `process` that enableWalletConnectTestMode creates, it is skipped.
      ...(devnet ? { 'process.env.IS_VITEST': JSON.stringify('true') } : {}),
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      // Every bundled package's licence, the WalletConnect Community
      // License among them, shipped with the app (linked from its footer).
      license: { fileName: 'licenses.md' },
      // No modulepreload polyfill in the first paint's JS: a browser without
      // modulepreload (Safari before 17) fetches a dialog chunk's imports as
      // it runs, a little later, never broken.
      modulePreload: { polyfill: false },
      // What the first paint needs, in one request.
      rolldownOptions: {
        output: {
          codeSplitting: process.env.NOGROUP
            ? {}
            : { groups: [{ name: 'initial', tags: ['$initial'] }] },
        },
      },
    },
    // `vite preview` serves the build with its headers (latch() sets them,
    // with the hash of the stylesheet written into the page); the dev server
    // does not: React's refresh runtime needs an inline script.
  }
})
