/**
 * Every `--latch-*` custom property of `styles.css`, with its light and dark
 * values (the same in both when it is not a colour), by its name in
 * camelCase: what `LatchProvider`'s `theme` sets. A test keeps it equal to
 * the stylesheet.
 */
export const latchTokens = {
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
  shadow: ['0 12px 40px rgb(0 0 0 / 0.18)', '0 12px 40px rgb(0 0 0 / 0.18)'],
  radius: ['12px', '12px'],
  font: [
    'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  ],
  fontMono: [
    'ui-monospace, "SF Mono", Menlo, Consolas, monospace',
    'ui-monospace, "SF Mono", Menlo, Consolas, monospace',
  ],
  motion: ['150ms', '150ms'],
} as const satisfies Record<string, readonly [string, string]>
