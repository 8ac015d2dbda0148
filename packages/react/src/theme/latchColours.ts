/**
 * The colour tokens of `styles.css` (`--latch-*`, by their camelCase name)
 * with their light and dark values: what `LatchProvider`'s `theme` sets for
 * a colour scheme. A test keeps it equal to the stylesheet.
 */
export const latchColours = {
  text: ['#111318', '#eef0f4'],
  textMuted: ['#545966', '#a9afba'],
  surface: ['#ffffff', '#14161b'],
  surfaceRaised: ['#f4f5f7', '#1d2027'],
  surfaceSunken: ['#eceef2', '#0f1115'],
  border: ['#d6d9df', '#353a45'],
  borderStrong: ['#8a909c', '#6b7280'],
  accent: ['#3451d1', '#8fa2ff'],
  accentHover: ['#2a43b3', '#a9b8ff'],
  accentText: ['#ffffff', '#0b0d12'],
  accentSoft: ['#e9edff', '#232a4d'],
  focusRing: ['#3451d1', '#a9b8ff'],
  danger: ['#b42318', '#ff9c92'],
  dangerSoft: ['#fef3f2', '#2d1614'],
  success: ['#067647', '#6ce9a6'],
  warningText: ['#7a2e0e', '#fedf89'],
  warningSoft: ['#fffaeb', '#2b2108'],
  warningBorder: ['#f79009', '#b54708'],
  backdrop: ['rgb(17 19 24 / 0.45)', 'rgb(0 0 0 / 0.65)'],
} as const satisfies Record<string, readonly [string, string]>

/** The other tokens of `styles.css`: the same in both schemes. */
export const latchOtherTokens = [
  'shadow',
  'radius',
  'font',
  'fontMono',
  'motion',
] as const
