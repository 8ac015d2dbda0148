// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, test } from 'vitest'

// `@latch/react/styles.css` as a dapp gets it: the entry with its imports
// inlined (what scripts/buildPackage.ts ships), checked against every class
// the components render.

const src = import.meta.dirname
const css = stripComments(inlineImports(join(src, 'styles.css')))
const { rules, keyframes } = parse(css)
const components = readdirSync(join(src, 'components'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.tsx') && !/\.test\.tsx$/.test(file))
  .map((file) => ({
    file,
    code: readFileSync(join(src, 'components', file), 'utf8'),
  }))

/** Each custom property the stylesheet defines, with its default value. */
const defined = new Map(
  rules
    .filter((rule) => rule.media.length === 0)
    .flatMap((rule) =>
      rule.declarations.filter(([name]) => name.startsWith('--')),
    ),
)

// Colours: each a light and a dark value, picked by the page's color-scheme.
const colours = [
  'text',
  'text-muted',
  'surface',
  'surface-raised',
  'surface-sunken',
  'border',
  'border-strong',
  'accent',
  'accent-hover',
  'accent-text',
  'accent-soft',
  'focus-ring',
  'danger',
  'danger-soft',
  'success',
  'warning-text',
  'warning-soft',
  'warning-border',
  'backdrop',
]
const others = ['shadow', 'radius', 'font', 'font-mono', 'motion']

describe('styles.css', () => {
  test('is one file once its imports are inlined', () => {
    expect(css).not.toMatch(/@import/)
    expect(rules.length).toBeGreaterThan(50)
  })

  test('every class a component renders is a latch- class the stylesheet has', () => {
    const styled = new Set(
      rules.flatMap((rule) =>
        [...rule.selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((x) => x[1]!),
      ),
    )
    const used = components.flatMap(({ file, code }) =>
      classNames(code).map((name) => ({ file, name })),
    )
    expect(used.length).toBeGreaterThan(60)
    const wrong = used.filter(
      ({ name }) => !name.startsWith('latch-') || !styled.has(name),
    )
    expect(wrong).toEqual([])
    expect([...styled].filter((name) => !name.startsWith('latch-'))).toEqual([])
  })

  test('no rule styles an element Latch did not render', () => {
    const outside = rules.flatMap((rule) =>
      splitList(rule.selector)
        .flatMap(expand)
        .filter((selector) => !insideLatch(selector))
        // The root only carries custom properties, which style nothing (the
        // theme's colour schemes too, keyed on LatchProvider's attribute).
        .filter(
          (selector) =>
            !(
              /^:root(\[data-latch-theme="(light|dark|system)"\])?$/.test(
                selector,
              ) && rule.declarations.every(([name]) => name.startsWith('--'))
            ),
        )
        .map((selector) => `${selector} { ${rule.declarations[0]?.[0]} … }`),
    )
    expect(outside).toEqual([])
    // The custom properties on the root are Latch's (and Lightning CSS's
    // light-dark() default, see styles.css).
    const onRoot = rules
      .filter((rule) =>
        splitList(rule.selector).flatMap(expand).includes(':root'),
      )
      .flatMap((rule) => rule.declarations.map(([name]) => name))
    expect(
      onRoot.filter(
        (name) =>
          !name.startsWith('--latch-') && name !== '--lightningcss-dark',
      ),
    ).toEqual([])
  })

  test('every var() is a --latch- property the stylesheet defines', () => {
    const used = rules.flatMap((rule) =>
      rule.declarations.flatMap(([, value]) =>
        [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((x) => x[1]!),
      ),
    )
    expect(used.length).toBeGreaterThan(50)
    expect(
      used.filter((name) => !name.startsWith('--latch-') || !defined.has(name)),
    ).toEqual([])
  })

  test('animations are Latch’s own keyframes', () => {
    expect(keyframes.length).toBeGreaterThan(0)
    expect(keyframes.filter((name) => !name.startsWith('latch-'))).toEqual([])
    const animated = rules.flatMap((rule) =>
      rule.declarations
        .filter(([name]) => name === 'animation' || name === 'animation-name')
        .flatMap(([, value]) => value.replace(/var\([^)]*\)/g, '').split(/\s+/))
        .filter(
          (name) =>
            /^[a-z][\w-]*$/.test(name) &&
            !/^(none|ease|ease-in|ease-out|ease-in-out|linear|infinite|alternate|forwards|backwards|both)$/.test(
              name,
            ),
        ),
    )
    expect(animated.filter((name) => !keyframes.includes(name))).toEqual([])
  })

  test('the theme: every property defined, each colour light and dark', () => {
    expect(
      [...colours, ...others].filter((name) => !defined.has(`--latch-${name}`)),
    ).toEqual([])
    expect(
      colours.filter(
        (name) => !/^light-dark\(/.test(defined.get(`--latch-${name}`) ?? ''),
      ),
    ).toEqual([])
    expect(
      [...defined.keys()].filter(
        (name) =>
          name.startsWith('--latch-') &&
          ![...colours, ...others].includes(name.slice('--latch-'.length)),
      ),
    ).toEqual([])
  })

  test('less motion: --latch-motion is 0s under prefers-reduced-motion', () => {
    const reduced = rules.filter(
      (rule) =>
        rule.media.some((x) => /prefers-reduced-motion:\s*reduce/.test(x)) &&
        rule.declarations.some(
          ([name, value]) => name === '--latch-motion' && value === '0s',
        ),
    )
    expect(reduced).toHaveLength(1)
    expect(defined.get('--latch-motion')).not.toBe('0s')
  })

  test('text keeps 4.5:1 on what it is drawn on, light and dark', () => {
    const pairs: [text: string, on: string][] = [
      ['text', 'surface'],
      ['text', 'surface-raised'],
      ['text', 'accent-soft'],
      ['text-muted', 'surface'],
      ['text-muted', 'surface-raised'],
      ['accent-text', 'accent'],
      ['accent-text', 'accent-hover'],
      ['accent', 'surface'],
      ['accent-hover', 'surface'],
      ['danger', 'surface'],
      ['danger', 'surface-raised'],
      ['danger', 'danger-soft'],
      ['success', 'surface'],
      ['warning-text', 'warning-soft'],
    ]
    const low = pairs.flatMap(([text, on]) =>
      ([0, 1] as const).flatMap((scheme) => {
        const ratio = contrast(colour(text, scheme), colour(on, scheme))
        return ratio < 4.5
          ? [`${text} on ${on} (${scheme ? 'dark' : 'light'}): ${ratio}`]
          : []
      }),
    )
    expect(low).toEqual([])
  })

  test('components import no CSS and set no style attribute', () => {
    const found = components.flatMap(({ file, code }) => [
      ...(/import\s+(?:\w+\s+from\s+)?['"][^'"]+\.css['"]/.test(code)
        ? [`${file}: imports CSS`]
        : []),
      ...(/\bstyle=/.test(code) ? [`${file}: style=`] : []),
    ])
    expect(components.length).toBeGreaterThan(10)
    expect(found).toEqual([])
  })
})

/** A CSS file with each `@import './x.css';` replaced by that file. */
function inlineImports(file: string): string {
  return readFileSync(file, 'utf8').replace(
    /^@import\s+['"](\.[^'"]+)['"];\s*$/gm,
    (_, path: string) => inlineImports(join(dirname(file), path)),
  )
}

function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '')
}

type Rule = {
  selector: string
  declarations: [name: string, value: string][]
  /** The @media conditions around the rule. */
  media: string[]
}

/** Style rules (inside @media / @supports too) and @keyframes names. */
function parse(text: string): { rules: Rule[]; keyframes: string[] } {
  const rules: Rule[] = []
  const keyframes: string[] = []
  const walk = (body: string, media: string[]) => {
    let at = 0
    while (at < body.length) {
      const open = body.indexOf('{', at)
      if (open === -1) {
        if (body.slice(at).trim()) throw new Error(`stray: ${body.slice(at)}`)
        return
      }
      const prelude = body.slice(at, open).trim()
      const close = matching(body, open)
      const block = body.slice(open + 1, close)
      at = close + 1
      if (prelude.startsWith('@keyframes'))
        keyframes.push(prelude.slice('@keyframes'.length).trim())
      else if (prelude.startsWith('@media') || prelude.startsWith('@supports'))
        walk(block, [...media, prelude])
      else if (prelude.startsWith('@')) throw new Error(`at-rule: ${prelude}`)
      else
        rules.push({
          selector: prelude.replace(/\s+/g, ' '),
          declarations: splitDeclarations(block),
          media,
        })
    }
  }
  walk(text, [])
  return { rules, keyframes }
}

function matching(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{' || text[i] === '(') depth++
    if (text[i] === '}' || text[i] === ')') depth--
    if (depth === 0) return i
  }
  throw new Error('unbalanced')
}

function splitDeclarations(block: string): [string, string][] {
  return splitTopLevel(block, ';')
    .map((x) => x.trim())
    .filter(Boolean)
    .map((declaration) => {
      const colon = declaration.indexOf(':')
      return [
        declaration.slice(0, colon).trim(),
        declaration.slice(colon + 1).trim(),
      ]
    })
}

function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i))
      start = i + 1
    }
  }
  parts.push(text.slice(start))
  return parts
}

function splitList(selector: string): string[] {
  return splitTopLevel(selector, ',').map((x) => x.trim())
}

/** `:where(a, b) c` → `a c`, `b c` (and `:is()` the same way). */
function expand(selector: string): string[] {
  const match = /:(where|is)\(/.exec(selector)
  if (!match) return [selector.trim()]
  const open = match.index + match[0].length - 1
  const close = matching(selector, open)
  const before = selector.slice(0, match.index)
  const after = selector.slice(close + 1)
  return splitList(selector.slice(open + 1, close)).flatMap((alternative) =>
    expand(`${before}${alternative}${after}`),
  )
}

/**
 * Whether the element a selector matches is, or is inside, an element with a
 * `latch-` class: the subject or one of its ancestors in the selector has
 * one (a sibling's class says nothing about the subject).
 */
function insideLatch(selector: string): boolean {
  const parts = selector
    .replace(/:not\([^)]*\)/g, '')
    .replace(/\s*([>+~])\s*/g, ' $1 ')
    .trim()
    .split(/\s+/)
  // Right to left: the subject counts, so does a compound it is inside
  // (descendant or `>`); a sibling (`+`, `~`) does not, its ancestors do.
  let counts = true
  for (const part of parts.reverse()) {
    if (part === '+' || part === '~') counts = false
    else if (part === '>') counts = true
    else if (counts && /\.latch-/.test(part)) return true
    else counts = true
  }
  return false
}

/**
 * The class names in `className="…"` and in the strings of `className={…}`
 * (not the strings it compares with, as in `view === 'list'`). An expression
 * with no string at all would hide its classes: it counts as a wrong name.
 */
function classNames(code: string): string[] {
  const names: string[] = []
  for (const match of code.matchAll(/className=(["{])/g)) {
    const start = match.index + 'className='.length
    if (match[1] === '"') {
      const value = code.slice(start + 1, code.indexOf('"', start + 1))
      names.push(...value.split(/\s+/).filter(Boolean))
      continue
    }
    const expression = code.slice(start, matching(code, start) + 1)
    const strings = [
      ...expression.matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g),
    ].filter(
      (x) =>
        !/[=!]==?\s*$/.test(expression.slice(0, x.index)) &&
        !/^\s*[=!]==?/.test(expression.slice(x.index + x[0].length)),
    )
    if (strings.length === 0) names.push(`className=${expression}`)
    for (const x of strings)
      names.push(
        ...(x[1] ?? x[2] ?? x[3] ?? '')
          .replace(/\$\{[^}]*\}/g, ' ')
          .split(/\s+/)
          .filter(Boolean),
      )
  }
  return names
}

/** A theme colour's light (0) or dark (1) value, as sRGB 0–255. */
function colour(name: string, scheme: 0 | 1): number[] {
  const value = defined.get(`--latch-${name}`) ?? ''
  const [, light, dark] = /^light-dark\((#\w+),\s*(#\w+)\)$/.exec(value) ?? []
  const hex = scheme ? dark : light
  if (hex?.length !== 7) throw new Error(`${name}: ${value}`)
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
}

/** The WCAG 2 contrast ratio of two colours, to two decimals. */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((x) => {
      const c = x / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100
}
