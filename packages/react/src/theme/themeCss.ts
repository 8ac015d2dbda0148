import type { LatchTheme } from './LatchTheme.ts'
import { latchColours } from './latchColours.ts'

/**
 * The stylesheet text of a `theme`: rules on `:root` that set `--latch-*`
 * custom properties only (they style nothing but Latch). A colour scheme
 * sets each colour to its light or dark value (`system`: by
 * `prefers-color-scheme`); a token given sets that token, after. A value
 * that could end its declaration (`;`, `{`, `}`) is ignored.
 */
export function themeCss(theme: LatchTheme): string {
  const { colorScheme: scheme, ...tokens } =
    typeof theme === 'string' ? { colorScheme: theme } : theme
  const colours = Object.entries(latchColours)
  // Only the colours: the other tokens are the same in both schemes, and
  // setting them would override the stylesheet's own rules (reduced motion).
  const rule = (values: [string, string | undefined][]) =>
    `:root { ${values.map(([token, value]) => `--latch-${token.replace(/[A-Z]/g, (x) => `-${x.toLowerCase()}`)}: ${value};`).join(' ')} }`
  const light = rule(colours.map(([token, [value]]) => [token, value]))
  const dark = rule(colours.map(([token, [, value]]) => [token, value]))
  const rules: string[] = []
  if (scheme === 'light') rules.push(light)
  if (scheme === 'dark') rules.push(dark)
  if (scheme === 'system')
    rules.push(light, `@media (prefers-color-scheme: dark) { ${dark} }`)
  const own = Object.entries(tokens).filter(
    ([token, value]) =>
      /^[a-z][a-zA-Z]*$/.test(token) &&
      typeof value === 'string' &&
      value &&
      !/[;{}]/.test(value),
  )
  if (own.length) rules.push(rule(own))
  return rules.join('\n')
}
