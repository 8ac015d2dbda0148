import { expect, test } from 'vitest'
import { keyboardScrollable } from './keyboardScrollable.ts'

test('code blocks and tables take the focus; one that already does is left', () => {
  expect(
    keyboardScrollable(
      '<pre data-language="ts"><code>x</code></pre><table><tr></tr></table><pre tabindex="-1"></pre><preview></preview>',
    ),
  ).toBe(
    '<pre tabindex="0" data-language="ts"><code>x</code></pre><table tabindex="0"><tr></tr></table><pre tabindex="-1"></pre><preview></preview>',
  )
})
