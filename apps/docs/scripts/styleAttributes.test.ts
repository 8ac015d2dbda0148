import { expect, test } from 'vitest'
import { styleAttributes } from './styleAttributes.ts'

test('each style attribute becomes a class of a rule that wins as it did', () => {
  const { html, rules } = styleAttributes(
    '<svg class="icon" style="--sl-icon-size: 1em;"></svg><dialog style="padding:0" aria-label="Search"></dialog><svg style="--sl-icon-size: 1em;"></svg>',
  )
  const names = [...rules.keys()]
  expect(names).toHaveLength(2)
  const [icon, dialog] = names as [string, string]
  expect(html).toBe(
    `<svg class="${icon} icon"></svg><dialog class="${dialog}" aria-label="Search"></dialog><svg class="${icon}"></svg>`,
  )
  expect(rules.get(icon)).toBe(`.${icon}.${icon} { --sl-icon-size: 1em; }`)
  expect(rules.get(dialog)).toBe(`.${dialog}.${dialog} { padding:0; }`)
  expect(html).not.toContain('style=')
})

test("display: none stays, as a class: the search button's hint stays hidden", () => {
  const { html, rules } = styleAttributes(
    '<kbd class="k" style="display: none;">Ctrl K</kbd>',
  )
  const [name] = [...rules.keys()] as [string]
  expect(html).toBe(`<kbd class="${name} k">Ctrl K</kbd>`)
  expect(rules.get(name)).toBe(`.${name}.${name} { display: none; }`)
})

test('an empty style attribute is dropped', () => {
  expect(styleAttributes('<p style="">x</p>')).toEqual({
    html: '<p>x</p>',
    rules: new Map(),
  })
})

test('text that only mentions style= is left alone', () => {
  const text = '<pre><code>&lt;div style="color: red"&gt;</code></pre>'
  expect(styleAttributes(text).html).toBe(text)
})
