import { realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { debarrel } from './scripts/debarrel.ts'
import { APP_NAME } from './src/config/app.ts'
import { getChains } from './src/config/chains.ts'
import { contentSecurityPolicy } from './src/config/csp.ts'
import { parseEnv } from './src/config/env.ts'

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

/**
 * The barrels of viem and wagmi: a named import from one is rewritten to the
 * module that defines it, so the entry's chunks hold only what the first
 * paint uses (not what the lazily loaded wallet SDKs share with it).
 */
function barrels(): string[] {
  const require = createRequire(import.meta.url)
  const root = (name: string) =>
    realpathSync(require.resolve(`${name}/package.json`)).replace(
      /package\.json$/,
      '',
    )
  return [
    `${root('viem')}_esm/index.js`,
    `${root('viem')}_esm/actions/index.js`,
    `${root('viem')}_esm/utils/index.js`,
    `${root('viem')}_esm/chains/index.js`,
    `${root('@wagmi/core')}dist/esm/exports/index.js`,
    `${root('@wagmi/core')}dist/esm/exports/actions.js`,
    `${root('@wagmi/core')}dist/esm/exports/query.js`,
    `${root('wagmi')}dist/esm/exports/index.js`,
  ]
}

export default defineConfig(({ mode }) => {
  const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'))
  const csp = contentSecurityPolicy({
    chains: getChains({ alchemyId: env.alchemyId }),
    walletConnect: mode === 'devnet' || !!env.walletConnectProjectId,
  })
  return {
    plugins: [react(), html(mode), debarrel(barrels())],
    // Devnet (test) builds only: WalletConnect's test check reads
    // `process.env.IS_VITEST`, which a client build otherwise compiles to
    // `{}.IS_VITEST`, so its Verify step would still call
    // verify.walletconnect.org and wait ~5 s for it. With this and the
    // `process` that enableWalletConnectTestMode creates, it is skipped.
    ...(mode === 'devnet'
      ? { define: { 'process.env.IS_VITEST': JSON.stringify('true') } }
      : {}),
    build: {
      target: 'es2022',
      sourcemap: true,
      // What the first paint needs, in one request.
      rolldownOptions: {
        output: {
          codeSplitting: process.env.NOGROUP
            ? {}
            : { groups: [{ name: 'initial', tags: ['$initial'] }] },
        },
      },
    },
    // The built app is served under its strict policy (the dev server is not:
    // React's refresh runtime needs an inline script).
    preview: { headers: { 'content-security-policy': csp } },
  }
})
