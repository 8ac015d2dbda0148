// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { latchColours, latchOtherTokens } from './latchColours.ts'
import { themeCss } from './themeCss.ts'

const css = readFileSync(join(import.meta.dirname, '..', 'styles.css'), 'utf8')
const rootBlock = css.slice(css.indexOf(':where(:root) {'))
const declared = [...rootBlock.matchAll(/--latch-([a-z-]+):\s*([^;]+);/g)]
  .map(
    ([, name, value]) => [name!, value!.replace(/\s+/g, ' ').trim()] as const,
  )
  // The first block only: the reduced-motion override comes later.
  .filter(([name], index, all) => all.findIndex((x) => x[0] === name) === index)

test('latchColours and latchOtherTokens are every --latch-* property of styles.css, the colours with their values', () => {
  const fromCss = Object.fromEntries(
    declared.map(([name, value]) => {
      const pair = /^light-dark\((.*)\)$/.exec(value)
      let values: [string, string] = [value, value]
      if (pair) {
        const inner = pair[1]!
        let depth = 0
        for (let i = 0; i < inner.length; i++) {
          if (inner[i] === '(') depth++
          else if (inner[i] === ')') depth--
          else if (inner[i] === ',' && depth === 0) {
            values = [inner.slice(0, i).trim(), inner.slice(i + 1).trim()]
            break
          }
        }
      }
      const camel = name.replace(/-([a-z])/g, (_, x: string) => x.toUpperCase())
      return [camel, values]
    }),
  )
  const colours = Object.fromEntries(
    Object.entries(fromCss).filter(([, [light, dark]]) => light !== dark),
  )
  expect(latchColours).toEqual(colours)
  expect(Object.keys(fromCss).filter((x) => !(x in colours))).toEqual([
    ...latchOtherTokens,
  ])
})

test('themeCss: a scheme sets the colours only (not motion, which reduced motion overrides)', () => {
  expect(themeCss('dark')).toContain('--latch-text: #eef0f4;')
  expect(themeCss('dark')).not.toContain('--latch-motion')
  expect(themeCss('light')).toContain('--latch-text: #111318;')
  expect(themeCss({ accentHover: '#115e59' })).toBe(
    ':root { --latch-accent-hover: #115e59; }',
  )
})
