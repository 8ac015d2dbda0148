import { describe, expect, test } from 'vitest'
import { hasRelativeReference } from './hasRelativeReference.ts'

describe('hasRelativeReference', () => {
  test.each([
    'a{background:url(mark.svg)}',
    'a{background:url("mark.svg")}',
    "a{background:url( './mark.svg' )}",
    'a{background:url(../mark.svg)}',
    "@import 'theme.css';",
    '@import url(theme.css);',
    '@import url("theme.css");',
    "@import   'theme.css';",
    'a{background:url(   mark.svg)}',
  ])('relative: %s', (css) => {
    expect(hasRelativeReference(css)).toBe(true)
  })

  test.each([
    'a{color:red}',
    'a{background:url(/assets/mark.svg)}',
    'a{background:url(data:image/svg+xml,%3Csvg%3E)}',
    `a{mask:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E")}`,
    "a{background:url('https://example.org/mark.svg')}",
    'a{filter:url(#shadow)}',
    'a{filter:url("#shadow")}',
    "@import 'https://example.org/theme.css';",
    '@import url("/theme.css");',
    "@import   '/theme.css';",
    'a{background:url(   /assets/mark.svg)}',
  ])('not relative: %s', (css) => {
    expect(hasRelativeReference(css)).toBe(false)
  })
})
