import { useLayoutEffect } from 'react'
import type { LatchTheme } from './LatchTheme.ts'

/**
 * Applies `theme` to the document while the component is mounted: its
 * colour scheme as `data-latch-theme` on the root (the stylesheet holds
 * each scheme's colours), its tokens as `--latch-*` properties set through
 * the CSSOM (`style.setProperty`), which a `style-src 'self'` policy
 * allows. Before paint on the client; a prerendered page has the
 * stylesheet's values until then.
 */
export function useLatchTheme(theme: LatchTheme | undefined): void {
  // A new object each render is the same theme: keyed on its text.
  const key = theme === undefined ? '' : JSON.stringify(theme)
  useLayoutEffect(() => {
    if (!key) return
    const root = document.documentElement
    const { colorScheme, ...tokens }: Record<string, unknown> = JSON.parse(
      key.startsWith('"') ? `{"colorScheme":${key}}` : key,
    )
    if (typeof colorScheme === 'string')
      root.setAttribute('data-latch-theme', colorScheme)
    const set: string[] = []
    for (const [token, value] of Object.entries(tokens)) {
      // A token's name, and a value that cannot end its declaration.
      if (!/^[a-z][a-zA-Z]*$/.test(token)) continue
      if (typeof value !== 'string' || !value || /[;{}]/.test(value)) continue
      const name = `--latch-${token.replace(/[A-Z]/g, (x) => `-${x.toLowerCase()}`)}`
      root.style.setProperty(name, value)
      set.push(name)
    }
    return () => {
      if (typeof colorScheme === 'string')
        root.removeAttribute('data-latch-theme')
      for (const name of set) root.style.removeProperty(name)
      if (root.getAttribute('style') === '') root.removeAttribute('style')
    }
  }, [key])
}
