import { act, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { en } from './en.ts'
import { MessagesContext } from './MessagesContext.ts'
import { loadLocalized, useLocalized } from './useLocalized.ts'

const english = { hello: 'Hello' }
const asked: string[] = []
const load = async (lang: string) => {
  asked.push(lang)
  if (lang === 'xx') throw new Error('no such catalogue')
  return { hello: `Hello in ${lang}` }
}

function Hello() {
  return <p>{useLocalized(load, english).hello}</p>
}

function page(lang: string) {
  return (
    <MessagesContext.Provider value={{ ...en, lang }}>
      <Hello />
    </MessagesContext.Provider>
  )
}

test('English first, then the texts of the catalogue’s language, again when it changes; English kept when a load fails', async () => {
  asked.length = 0
  const view = render(page('en'))
  expect(screen.getByText('Hello')).toBeTruthy()
  expect(asked).toEqual([])

  view.rerender(page('fr'))
  expect(await screen.findByText('Hello in fr')).toBeTruthy()
  view.rerender(page('ja'))
  expect(await screen.findByText('Hello in ja')).toBeTruthy()
  expect(asked).toEqual(['fr', 'ja'])

  view.rerender(page('xx'))
  await act(async () => {})
  // A failed load reads English, and is not asked again.
  expect(screen.getByText('Hello')).toBeTruthy()
  expect(asked).toEqual(['fr', 'ja', 'xx'])
})

/** Each render's text, for a `load` of its own (what it resolved is kept). */
const seen: string[] = []
const askedOnce: string[] = []
const loadOnce = async (lang: string) => {
  askedOnce.push(lang)
  return { hello: `Hello in ${lang}` }
}

function Recorded() {
  const { hello } = useLocalized(loadOnce, english)
  seen.push(hello)
  return <p>{hello}</p>
}

function recorded(lang: string) {
  return (
    <MessagesContext.Provider value={{ ...en, lang }}>
      <Recorded />
    </MessagesContext.Provider>
  )
}

test('a later mount renders the texts already loaded for its language in its first render, never English, without loading them again', async () => {
  seen.length = 0
  askedOnce.length = 0
  const first = render(recorded('fr'))
  expect(await screen.findByText('Hello in fr')).toBeTruthy()
  first.unmount()

  seen.length = 0
  render(recorded('fr'))
  expect(seen[0]).toBe('Hello in fr')
  await act(async () => {})
  expect(seen).not.toContain('Hello')
  expect(askedOnce).toEqual(['fr'])
})

test('texts loaded ahead (`loadLocalized`) render in the first mount’s first render', async () => {
  seen.length = 0
  askedOnce.length = 0
  expect(await loadLocalized(loadOnce, 'ja')).toEqual({ hello: 'Hello in ja' })
  render(recorded('ja'))
  expect(seen[0]).toBe('Hello in ja')
  await act(async () => {})
  expect(seen).not.toContain('Hello')
  expect(askedOnce).toEqual(['ja'])
})
