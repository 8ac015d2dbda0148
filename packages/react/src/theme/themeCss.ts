import type { LatchTheme, LatchThemeToken } from './LatchTheme.ts'
import { latchTokens } from './latchTokens.ts'

/**
 * The stylesheet text of a `theme`: rules on `:root` that set `--latch-*`
 * custom properties only (they style nothing but Latch). A colour scheme
 * sets each colour to its light or dark value (`system`: by
 * `prefers-color-scheme`); a token given sets that token, after. A value
 * that could end its declaration (`;`, `{`, `}`) is ignored.
 */
export function themeCss(theme: LatchTheme): string {
  const scheme = typeof theme === 'string' ? theme : theme.colorScheme
  const tokens = Object.entries(latchTokens) as [
    LatchThemeToken,
    readonly [string, string],
  ][]
  // Only the colours: the others are the same in both schemes, and setting
  // them would override the stylesheet's own rules (reduced motion).
  const colours = tokens.filter(([, [light, dark]]) => light !== dark)
  const rule = (values: [LatchThemeToken, string][]) =>
    `:root { ${values.map(([token, value]) => `${property(token)}: ${value};`).join(' ')} }`
  const rules: string[] = []
  if (scheme === 'light' || scheme === 'system')
    rules.push(rule(colours.map(([token, [light]]) => [token, light])))
  if (scheme === 'dark')
    rules.push(rule(colours.map(([token, [, dark]]) => [token, dark])))
  if (scheme === 'system')
    rules.push(
      `@media (prefers-color-scheme: dark) { ${rule(colours.map(([token, [, dark]]) => [token, dark]))} }`,
    )
  if (typeof theme === 'object') {
    const own = tokens.flatMap(([token]): [LatchThemeToken, string][] => {
      const value = theme[token]
      return typeof value === 'string' && value && !/[;{}]/.test(value)
        ? [[token, value]]
        : []
    })
    if (own.length) rules.push(rule(own))
  }
  return rules.join('\n')
}

/** `accentHover` → `--latch-accent-hover`. */
function property(token: LatchThemeToken): string {
  return `--latch-${token.replace(/[A-Z]/g, (x) => `-${x.toLowerCase()}`)}`
}
