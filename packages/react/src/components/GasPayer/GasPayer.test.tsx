import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { en } from '../../i18n/en.ts'
import { loadMessages } from '../../i18n/loadMessages.ts'
import { MessagesContext } from '../../i18n/MessagesContext.ts'
import { GasPayer } from './GasPayer.tsx'

afterEach(cleanup)

test('before the wallet opens, one muted line says who pays the gas: the app when it sponsors, else the visitor', () => {
  const view = render(<GasPayer sponsor="Latch Demo" />)
  const line = screen.getByText('Gas paid by Latch Demo')
  expect(line.tagName).toBe('P')
  expect(line.className).toBe('latch-muted')
  expect(view.container.textContent).toBe('Gas paid by Latch Demo')

  view.rerender(<GasPayer sponsor={undefined} />)
  expect(view.container.textContent).toBe('You pay the gas')
  expect(screen.getByText('You pay the gas').tagName).toBe('P')
})

test('in the catalogue’s language: Arabic, right to left, the app’s name in its own isolate', async () => {
  const ar = await loadMessages('ar')
  const view = render(
    <MessagesContext.Provider value={ar}>
      <GasPayer sponsor="Latch Demo" />
    </MessagesContext.Provider>,
  )
  expect(
    await screen.findByText('يدفع \u2068Latch Demo\u2069 رسوم الغاز'),
  ).toBeTruthy()
  view.rerender(
    <MessagesContext.Provider value={ar}>
      <GasPayer sponsor={undefined} />
    </MessagesContext.Provider>,
  )
  expect(view.container.textContent).toBe('أنت تدفع رسوم الغاز')
  // Back in English, the English texts.
  view.rerender(
    <MessagesContext.Provider value={en}>
      <GasPayer sponsor={undefined} />
    </MessagesContext.Provider>,
  )
  expect(await screen.findByText('You pay the gas')).toBeTruthy()
})
