import {
  ConnectButton,
  type LatchColorScheme,
  type LatchTheme,
} from '@latch/react'
import { useId, useState } from 'react'
import { LiveLatch } from './LiveLatch.tsx'
import { themeCode } from './themeCode.ts'

type PlaygroundTheme = Exclude<LatchTheme, string>

/** System font stacks only: the site loads no web font. */
const fonts: Record<string, string> = {
  'Latch default': '',
  'System sans-serif': 'system-ui, sans-serif',
  Serif: 'Georgia, "Times New Roman", serif',
  Monospace: 'ui-monospace, Menlo, Consolas, monospace',
}

const schemes: readonly (LatchColorScheme | '')[] = [
  '',
  'light',
  'dark',
  'system',
]

/**
 * The Theme playground's island: each control sets one `LatchTheme` token
 * of a live `ConnectButton`, and the theme is shown as code to copy.
 */
export function ThemePlayground() {
  const [theme, setTheme] = useState<PlaygroundTheme>({})
  const [copied, setCopied] = useState(false)
  const id = useId()
  const code = themeCode(theme)
  const set = (token: keyof PlaygroundTheme, value: string) => {
    setCopied(false)
    setTheme((current) => {
      const { [token]: _, ...rest } = current
      return (value ? { ...rest, [token]: value } : rest) as PlaygroundTheme
    })
  }
  const copy = async () => {
    await navigator.clipboard.writeText(code)
    setCopied(true)
  }
  return (
    <LiveLatch theme={theme}>
      <div className="live-example theme-playground">
        <div className="live-row">
          <ConnectButton />
        </div>
        <div className="playground-controls">
          <label htmlFor={`${id}-scheme`}>Colour scheme</label>
          <select
            id={`${id}-scheme`}
            value={theme.colorScheme ?? ''}
            onChange={(event) => set('colorScheme', event.target.value)}
          >
            {schemes.map((scheme) => (
              <option key={scheme} value={scheme}>
                {scheme || 'the page’s'}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-accent`}>Accent</label>
          <input
            id={`${id}-accent`}
            type="color"
            value={theme.accent ?? '#3451d1'}
            onChange={(event) => set('accent', event.target.value)}
          />
          <label htmlFor={`${id}-accent-text`}>Text on the accent</label>
          <input
            id={`${id}-accent-text`}
            type="color"
            value={theme.accentText ?? '#ffffff'}
            onChange={(event) => set('accentText', event.target.value)}
          />
          <label htmlFor={`${id}-radius`}>
            Radius: {theme.radius ?? '12px'}
          </label>
          <input
            id={`${id}-radius`}
            type="range"
            min={0}
            max={24}
            value={Number.parseInt(theme.radius ?? '12', 10)}
            onChange={(event) => set('radius', `${event.target.value}px`)}
          />
          <label htmlFor={`${id}-font`}>Font</label>
          <select
            id={`${id}-font`}
            value={theme.font ?? ''}
            onChange={(event) => set('font', event.target.value)}
          >
            {Object.entries(fonts).map(([name, value]) => (
              <option key={name} value={value}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <pre>
          <code data-testid="theme-code">{code}</code>
        </pre>
        <div className="live-row">
          <button type="button" onClick={copy}>
            {copied ? 'Copied' : 'Copy the theme'}
          </button>
          <button
            type="button"
            onClick={() => setTheme({})}
            disabled={!Object.keys(theme).length}
          >
            Reset
          </button>
        </div>
      </div>
    </LiveLatch>
  )
}
