import { expect, test } from 'vitest'
import { themeCode } from './themeCode.ts'

test('the theme as code: a typed LatchTheme, values single-quoted', () => {
  expect(
    themeCode({ colorScheme: 'dark', accent: '#ff0000', radius: '4px' }),
  ).toBe(`import type { LatchTheme } from '@latch/react'

export const theme: LatchTheme = {
  colorScheme: 'dark',
  accent: '#ff0000',
  radius: '4px',
}

// <LatchProvider config={latch} theme={theme}>
`)
})

test('no token is an empty theme; quotes in a value are escaped', () => {
  expect(themeCode({})).toContain('export const theme: LatchTheme = {}\n')
  expect(themeCode({ font: "'Inter', sans-serif" })).toContain(
    "  font: '\\'Inter\\', sans-serif',\n",
  )
})
