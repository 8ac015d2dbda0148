import { readdirSync } from 'node:fs'
import react from '@astrojs/react'
import starlight from '@astrojs/starlight'
import { type Devnet, startDevnet } from '@latch/devnet'
import type { AstroIntegration } from 'astro'
import { defineConfig, passthroughImageService } from 'astro/config'

/**
 * The site's build: `docs/` and the README as Starlight pages (written into
 * src/content/docs by scripts/syncDocs.ts first), the live examples as React
 * islands, the search index by Pagefind, all static.
 *
 * On the devnet (`npm run docs:dev`, and `LATCH_DOCS_DEVNET=1` for the
 * site's test build) the examples connect the Dev wallet; otherwise the
 * visitor's own wallets, and the bundle holds no devnet code.
 */
const devnetBuild = process.env.LATCH_DOCS_DEVNET === '1'

/** The sidebar's first pages (the first steps) and last (the proofs). */
const firstPages = [
  'getting-started',
  'migrate-from-rainbowkit',
  'migrate-from-connectkit',
]
const lastPages = ['troubleshooting', 'conformance']

/**
 * The pages of docs/ in the sidebar's order: the first steps, the others
 * by name, the proofs. A page added to docs/ joins the others.
 */
function docsSidebar(): string[] {
  const rank = (name: string) =>
    firstPages.includes(name)
      ? firstPages.indexOf(name)
      : lastPages.includes(name)
        ? 1_000 + lastPages.indexOf(name)
        : 100
  return readdirSync(new URL('../../docs/', import.meta.url))
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -'.md'.length))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

/** In `astro dev`: the devnet started, its nodes behind the dev server's origin. */
function devnet(): AstroIntegration {
  let running: Devnet | undefined
  return {
    name: 'latch-docs:devnet',
    hooks: {
      'astro:config:setup': async ({ command, updateConfig }) => {
        const dev = command === 'dev'
        if (dev) running ??= await startDevnet()
        updateConfig({
          vite: {
            define: {
              __LATCH_DOCS_DEVNET__: JSON.stringify(dev || devnetBuild),
            },
            ...(running ? { server: { proxy: running.proxy } } : {}),
          },
        })
      },
      'astro:server:done': async () => {
        await running?.stop()
        running = undefined
      },
    },
  }
}

export default defineConfig({
  // The sitemap's and the canonical links' origin, when the site is published.
  site: process.env.LATCH_DOCS_SITE || undefined,
  // No inline <style> (the headers allow the page's styles by file only).
  build: { inlineStylesheets: 'never' },
  image: { service: passthroughImageService() },
  // Nothing from a third party in development either: with the scripts'
  // ASTRO_TELEMETRY_DISABLED and ASTRO_DISABLE_UPDATE_CHECK, no telemetry
  // and no version check.
  devToolbar: { enabled: false },
  integrations: [
    starlight({
      title: 'Latch',
      description:
        'A wallet-connection kit for React dapps, on wagmi 3, viem 2 and React 19.',
      customCss: ['./src/styles/site.css'],
      sidebar: [
        { label: 'Guides', items: docsSidebar() },
        { label: 'Live examples', autogenerate: { directory: 'examples' } },
        {
          label: 'Reference',
          items: [
            { label: 'API reports', autogenerate: { directory: 'api' } },
            'changelog',
            'create-latch',
            'bench',
            'contributing',
          ],
        },
      ],
      // Nothing from a third party: no web fonts, no analytics, no CDN.
      pagefind: true,
    }),
    react(),
    devnet(),
  ],
})
