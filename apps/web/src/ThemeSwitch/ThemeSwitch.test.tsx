import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { ThemeSwitch } from './ThemeSwitch.tsx'
import {
  applyThemePreference,
  readThemePreference,
  themeStorageKey,
} from './themePreference.ts'

const root = document.documentElement

beforeEach(() => {
  localStorage.clear()
  delete root.dataset.theme
})
afterEach(cleanup)

describe('ThemeSwitch', () => {
  test('a Theme radio group: System, Light, Dark; System by default', () => {
    render(<ThemeSwitch />)
    const group = screen.getByRole('group', { name: 'Theme' })
    const radios = [...group.querySelectorAll('input[type=radio]')].map(
      (radio) => (radio.parentElement as HTMLElement).textContent,
    )
    expect(radios).toEqual(['System', 'Light', 'Dark'])
    expect(
      (screen.getByRole('radio', { name: 'System' }) as HTMLInputElement)
        .checked,
    ).toBe(true)
    expect(root.dataset.theme).toBeUndefined()
  })

  test('choosing Dark sets <html data-theme="dark"> and keeps it for the next visit', () => {
    render(<ThemeSwitch />)
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }))
    expect(root.dataset.theme).toBe('dark')
    expect(localStorage.getItem(themeStorageKey)).toBe('dark')
    cleanup()
    render(<ThemeSwitch />)
    expect(
      (screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked,
    ).toBe(true)
  })

  test('back to System removes the attribute and the stored choice', () => {
    localStorage.setItem(themeStorageKey, 'light')
    applyThemePreference(root, 'light')
    render(<ThemeSwitch />)
    fireEvent.click(screen.getByRole('radio', { name: 'System' }))
    expect(root.dataset.theme).toBeUndefined()
    expect(localStorage.getItem(themeStorageKey)).toBeNull()
  })
})

describe('readThemePreference', () => {
  test('unknown or unreadable values mean system', () => {
    expect(readThemePreference({ getItem: () => 'sepia' })).toBe('system')
    expect(
      readThemePreference({
        getItem: () => {
          throw new Error('denied')
        },
      }),
    ).toBe('system')
    expect(readThemePreference(undefined)).toBe('system')
    expect(readThemePreference({ getItem: () => 'light' })).toBe('light')
  })
})
