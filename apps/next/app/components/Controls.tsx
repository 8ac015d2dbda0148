'use client'

import { type Language, languages } from '@latch/react'
import { useAppMessages } from '../../../web/src/appMessages.ts'
import type { Preferences } from '../preferences'
import { usePreferences } from '../usePreferences'

const themes = ['system', 'light', 'dark'] as const

/** The language (each in its own words) and the theme, kept in cookies. */
export function Controls() {
  const { preferences, choose } = usePreferences()
  // The front end's own catalogues (apps/web's), in the visitor's language.
  const messages = useAppMessages()
  return (
    <div className="controls">
      <label>
        <span aria-hidden="true">🌐</span>
        <select
          aria-label={messages.language.label}
          value={preferences.language}
          onChange={(event) =>
            choose({ language: event.target.value as Language })
          }
        >
          {Object.entries(languages).map(([tag, { name }]) => (
            <option key={tag} value={tag} lang={tag}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span aria-hidden="true">◐</span>
        <select
          aria-label={messages.theme.label}
          value={preferences.theme}
          onChange={(event) =>
            choose({ theme: event.target.value as Preferences['theme'] })
          }
        >
          {themes.map((theme) => (
            <option key={theme} value={theme}>
              {messages.theme[theme]}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
