// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import type { LatchThemeToken } from './LatchTheme.ts'

const read = (file: string) =>
  readFileSync(join(import.meta.dirname, file), 'utf8').replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  )
const styles = read('../styles.css')
const theme = read('theme.css')

/** `--latch-x: value;` pairs of a block of declarations. */
const declarations = (block: string) =>
  [...block.matchAll(/(--latch-[a-z-]+):\s*([^;]+);/g)].map(
    ([, name, value]) => [name!, value!.replace(/\s+/g, ' ').trim()] as const,
  )
/** The declarations of the rule whose selector ends with `selector`. */
const rule = (text: string, selector: string) => {
  const start = text.indexOf(`${selector} {`)
  expect(start).toBeGreaterThanOrEqual(0)
  return declarations(text.slice(start, text.indexOf('}', start)))
}

const root = rule(styles, ':where(:root)')
/** The light-dark() pairs of the stylesheet's root rule. */
const pairs = root.flatMap(([name, value]) => {
  const match = /^light-dark\((.*)\)$/.exec(value)
  if (!match) return []
  const inner = match[1]!
  let depth = 0
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === '(') depth++
    else if (inner[i] === ')') depth--
    else if (inner[i] === ',' && depth === 0)
      return [[name, inner.slice(0, i).trim(), inner.slice(i + 1).trim()]]
  }
  return []
})

test('theme.css: each scheme sets every colour to its light-dark() value, nothing else', () => {
  expect(pairs.length).toBe(19)
  const light = pairs.map(([name, value]) => [name, value])
  const dark = pairs.map(([name, , value]) => [name, value])
  expect(rule(theme, ':root[data-latch-theme="system"]')).toEqual(light)
  expect(rule(theme, ':root[data-latch-theme="dark"]')).toEqual(dark)
  const media = theme.slice(
    theme.indexOf('@media (prefers-color-scheme: dark)'),
  )
  expect(rule(media, ':root[data-latch-theme="system"]')).toEqual(dark)
})

test('LatchThemeToken names every --latch-* property of the stylesheet', () => {
  const tokens = [
    'text',
    'textMuted',
    'surface',
    'surfaceRaised',
    'surfaceSunken',
    'border',
    'borderStrong',
    'accent',
    'accentHover',
    'accentText',
    'accentSoft',
    'focusRing',
    'danger',
    'dangerSoft',
    'success',
    'warningText',
    'warningSoft',
    'warningBorder',
    'backdrop',
    'shadow',
    'radius',
    'font',
    'fontMono',
    'motion',
  ] as const satisfies readonly LatchThemeToken[]
  // Every member of the type is listed (a compile error otherwise).
  const complete: Exclude<
    LatchThemeToken,
    (typeof tokens)[number]
  > extends never
    ? true
    : false = true
  expect(complete).toBe(true)
  expect(
    tokens.map(
      (token) =>
        `--latch-${token.replace(/[A-Z]/g, (x) => `-${x.toLowerCase()}`)}`,
    ),
  ).toEqual(root.map(([name]) => name))
})
