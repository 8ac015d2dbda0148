import { act, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { en } from './en.ts'
import { MessagesContext } from './MessagesContext.ts'
import { useLocalized } from './useLocalized.ts'

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
