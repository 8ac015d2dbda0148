import type { LatchTheme } from '@latch/react'

/**
 * The theme as the code a dapp copies: a typed `LatchTheme` and the
 * provider that takes it, its values in single quotes (Biome's style).
 */
export function themeCode(theme: Exclude<LatchTheme, string>): string {
  const entries = Object.entries(theme).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  )
  const quote = (value: string) =>
    `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
  const object = entries.length
    ? `{\n${entries.map(([key, value]) => `  ${key}: ${quote(value)},\n`).join('')}}`
    : '{}'
  return `import type { LatchTheme } from '@latch/react'

export const theme: LatchTheme = ${object}

// <LatchProvider config={latch} theme={theme}>
`
}
