/** A `--latch-*` custom property, by its name in camelCase (`accentHover` is `--latch-accent-hover`). */
export type LatchThemeToken =
  | 'text'
  | 'textMuted'
  | 'surface'
  | 'surfaceRaised'
  | 'surfaceSunken'
  | 'border'
  | 'borderStrong'
  | 'accent'
  | 'accentHover'
  | 'accentText'
  | 'accentSoft'
  | 'focusRing'
  | 'danger'
  | 'dangerSoft'
  | 'success'
  | 'warningText'
  | 'warningSoft'
  | 'warningBorder'
  | 'backdrop'
  | 'shadow'
  | 'radius'
  | 'font'
  | 'fontMono'
  | 'motion'

/** Which of Latch's colours: the light ones, the dark ones, or the visitor's system setting. */
export type LatchColorScheme = 'light' | 'dark' | 'system'

/**
 * `LatchProvider`'s `theme`: a colour scheme, or any of the `--latch-*`
 * custom properties (each a CSS value) with an optional colour scheme under
 * them.
 */
export type LatchTheme =
  | LatchColorScheme
  | ({ colorScheme?: LatchColorScheme | undefined } & {
      [token in LatchThemeToken]?: string | undefined
    })
