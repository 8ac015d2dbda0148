import { useLayoutEffect } from 'react'
import type { LatchTheme } from './LatchTheme.ts'
import { themeCss } from './themeCss.ts'

/**
 * Applies `theme` to the document while the component is mounted, as a
 * constructed stylesheet (`document.adoptedStyleSheets`): no `<style>`
 * element, no `style` attribute, so a `style-src 'self'` policy allows it.
 * Before paint on the client; a prerendered page has Latch's stylesheet
 * alone until then.
 */
export function useLatchTheme(theme: LatchTheme | undefined): void {
  // A new object each render is the same theme: keyed on its text.
  const css = theme === undefined ? undefined : themeCss(theme)
  useLayoutEffect(() => {
    if (!css || typeof CSSStyleSheet === 'undefined') return
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter(
        (x) => x !== sheet,
      )
    }
  }, [css])
}
