import type { Plugin } from 'vite'

/**
 * Gives the dev server's page (`npm start`, `npm run dev`) the build's head
 * script (`firstPaintScripts`' `head`, which `prerender` writes into the
 * built page): the visitor's theme and language before the first paint, and
 * `<html data-latch-start>`, without which `theme.css` shows the page's
 * "could not start" message. The dev server's page has no first screen and
 * no body script, and loads its entry as a module script of its own (no
 * `<meta name="latch-entry">`), so the head script's fallback start does
 * nothing there: it only marks the page as on its way.
 */
export function devHeadScript(script: string): Plugin {
  return {
    name: 'latch:dev-head-script',
    apply: 'serve',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (script.includes('</script'))
          throw new Error('devHeadScript: the script contains </script.')
        // After the charset, as the build has it (the charset must stay in
        // the page's first 1024 bytes): before the stylesheet and the entry.
        const charset = /<meta\s+charset=[^>]*>/i
        if (!charset.test(html))
          throw new Error('devHeadScript: index.html has no <meta charset>.')
        return html.replace(
          charset,
          (tag) => `${tag}\n    <script>${script}</script>`,
        )
      },
    },
  }
}
