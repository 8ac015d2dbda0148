import { en } from '@latch/react'
import {
  act,
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { AppMessagesContext, appMessages } from '../appMessages.ts'
import { LanguageContext } from '../language/LanguageContext.ts'
import {
  type LanguageOption,
  languageOptions,
} from '../language/languageOptions.ts'
import { languageStorageKey } from '../language/languagePreference.ts'
import { useLanguageChoice } from '../language/useLanguageChoice.ts'
import { LanguageSwitch } from './LanguageSwitch.tsx'

const root = document.documentElement

/** The app's language state around the switch, as `Root` holds it. */
function Page({
  options,
  storage,
}: {
  options: readonly LanguageOption[]
  storage: Pick<Storage, 'setItem'>
}) {
  const { language, messages, app, choose } = useLanguageChoice({
    initial: {
      option: options[2]!,
      catalogues: { messages: en, app: appMessages },
    },
    options,
    storage,
    root,
  })
  return (
    <AppMessagesContext.Provider value={app}>
      <LanguageContext.Provider value={{ language, options, choose }}>
        <LanguageSwitch />
        <p>{messages.wallet.connect}</p>
      </LanguageContext.Provider>
    </AppMessagesContext.Provider>
  )
}

beforeEach(() => {
  localStorage.clear()
  root.removeAttribute('lang')
  root.removeAttribute('dir')
})
afterEach(cleanup)

describe('LanguageSwitch', () => {
  test('a Language list of every language, each named in its own words and tagged with its language', () => {
    render(<Page options={languageOptions()} storage={localStorage} />)
    const select = screen.getByRole('combobox', {
      name: 'Language',
    }) as HTMLSelectElement
    expect(select.value).toBe('en')
    // The current language alone until the visitor reaches for the list.
    expect([...select.options].map((x) => x.value)).toEqual(['en'])
    fireEvent.focus(select)
    const options = [...select.options]
    expect(options).toHaveLength(20)
    expect(
      options.map((x) => [x.value, x.lang, x.textContent]).slice(0, 3),
    ).toEqual([
      ['ar', 'ar', 'العربية'],
      ['de', 'de', 'Deutsch'],
      ['en', 'en', 'English'],
    ])
    expect(options.find((x) => x.value === 'he')?.dir).toBe('rtl')
  })

  test('choosing Arabic: the page speaks it, runs right to left, and keeps it for the next visit', async () => {
    render(<Page options={languageOptions()} storage={localStorage} />)
    act(() => {
      fireEvent.focus(screen.getByRole('combobox'))
    })
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
        target: { value: 'ar' },
      })
    })
    await waitFor(() => expect(screen.getByText('ربط المحفظة')).toBeTruthy())
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toBeTruthy()
    expect([root.lang, root.dir]).toEqual(['ar', 'rtl'])
    expect(localStorage.getItem(languageStorageKey)).toBe('ar')
  })

  test('a storage that throws: the language still changes', async () => {
    const storage = {
      setItem: () => {
        throw new Error('denied')
      },
    }
    render(<Page options={languageOptions()} storage={storage} />)
    act(() => {
      fireEvent.focus(screen.getByRole('combobox'))
    })
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
        target: { value: 'de' },
      })
    })
    await waitFor(() =>
      expect(screen.getByText('Wallet verbinden')).toBeTruthy(),
    )
    expect(root.lang).toBe('de')
  })

  test('of two quick choices the last wins; one that cannot load leaves the page as it is', async () => {
    let fail: (error: Error) => void = () => {}
    const broken: LanguageOption = {
      tag: 'xx',
      name: 'Broken',
      dir: 'ltr',
      load: () => new Promise((_, reject) => (fail = reject)),
    }
    // Japanese arrives after Korean, chosen later.
    const options = languageOptions([broken]).map((option) =>
      option.tag === 'ja'
        ? {
            ...option,
            load: () =>
              option
                .load()
                .then(
                  (x) => new Promise<typeof x>((r) => setTimeout(r, 100, x)),
                ),
          }
        : option,
    )
    render(<Page options={options} storage={localStorage} />)
    const select = () => screen.getByRole('combobox')
    act(() => {
      fireEvent.focus(screen.getByRole('combobox'))
    })
    await act(async () => {
      fireEvent.change(select(), { target: { value: 'ja' } })
      fireEvent.change(select(), { target: { value: 'ko' } })
    })
    await waitFor(() => expect(root.lang).toBe('ko'))
    await act(() => new Promise((r) => setTimeout(r, 200)))
    expect(root.lang).toBe('ko')
    expect(screen.getByText('지갑 연결')).toBeTruthy()
    act(() => {
      fireEvent.focus(screen.getByRole('combobox'))
    })
    await act(async () => {
      fireEvent.change(select(), { target: { value: 'xx' } })
      fail(new Error('offline'))
    })
    expect(root.lang).toBe('ko')
    expect((select() as HTMLSelectElement).value).toBe('ko')
    expect(localStorage.getItem(languageStorageKey)).toBe('ko')
  })
})
