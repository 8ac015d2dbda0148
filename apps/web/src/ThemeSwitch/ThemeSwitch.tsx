import { safeStorage } from '@latch/core'
import { useId, useLayoutEffect, useState } from 'react'
import { useAppMessages } from '../appMessages.ts'
import styles from './ThemeSwitch.module.css'
import {
  applyThemePreference,
  readThemePreference,
  saveThemePreference,
  type ThemePreference,
} from './themePreference.ts'

export type ThemeSwitchProps = {
  /** Where the choice persists; the page's localStorage by default. */
  storage?: Storage | undefined
  /** The element whose `data-theme` the choice sets; `<html>` by default. */
  root?: HTMLElement | undefined
}

// Reading `localStorage` itself throws in some privacy modes.
const pageStorage = safeStorage(() => globalThis.localStorage)

/** Light, dark or system theme: a radio group, persisted in localStorage. */
export function ThemeSwitch({ storage = pageStorage, root }: ThemeSwitchProps) {
  const t = useAppMessages().theme
  const name = useId()
  // 'system' in the first render, as the prerendered page has it (a
  // hydration must see the same); the stored choice before the first paint.
  const [preference, setPreference] = useState<ThemePreference>('system')
  useLayoutEffect(() => {
    setPreference(readThemePreference(storage))
  }, [storage])
  const choose = (next: ThemePreference) => {
    setPreference(next)
    saveThemePreference(storage, next)
    applyThemePreference(root ?? document.documentElement, next)
  }
  const options: [ThemePreference, string][] = [
    ['system', t.system],
    ['light', t.light],
    ['dark', t.dark],
  ]
  return (
    <fieldset className={styles.switch} data-theme-switch="">
      <legend className={styles.legend}>{t.label}</legend>
      {options.map(([value, label]) => (
        <label key={value} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={preference === value}
            onChange={() => choose(value)}
            className={styles.input}
          />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  )
}
