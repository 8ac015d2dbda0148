// The entry the body script asks for is never fetched here: happy-dom, told
// so, treats the disabled load as done instead of logging an error.
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, expect, test } from 'vitest'
import { replayEarlyTap, takeEarlyTap } from './earlyTap.ts'
import { startApp } from './firstPaintScript.ts'

type EarlyTap = { tapped: boolean; stop: () => void }
const page = window as { __latchEarlyTap?: EarlyTap | undefined }

afterEach(() => {
  takeEarlyTap()
  replayEarlyTap()
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

/** The prerendered page: its entry named, the wallet button, the body script run. */
function prerendered() {
  document.head.innerHTML =
    '<meta name="latch-entry" content="/assets/never-loaded.js" />'
  document.body.innerHTML =
    '<div class="latch-connect-button"><button type="button">Connect wallet</button></div><p>elsewhere</p>'
  const button = document.querySelector('button')!
  let clicks = 0
  button.addEventListener('click', () => clicks++)
  startApp()
  return { button, clicks: () => clicks, tap: page.__latchEarlyTap! }
}

test('a tap on the wallet button before the app mounts is answered once, after it has', () => {
  const { button, clicks, tap } = prerendered()
  button.click()
  expect(tap.tapped).toBe(true)
  takeEarlyTap()
  expect(page.__latchEarlyTap).toBeUndefined()
  expect(replayEarlyTap()).toBe(true)
  expect(clicks()).toBe(2)
  expect(replayEarlyTap()).toBe(false)
  expect(clicks()).toBe(2)
})

test('from the mount on, the page stops listening: React answers taps, none is replayed', () => {
  const { button, clicks, tap } = prerendered()
  takeEarlyTap()
  button.click()
  expect(tap.tapped).toBe(false)
  expect(replayEarlyTap()).toBe(false)
  expect(clicks()).toBe(1)
})

test('a tap elsewhere is not one on the wallet button', () => {
  const { tap } = prerendered()
  document.querySelector('p')!.click()
  expect(tap.tapped).toBe(false)
  takeEarlyTap()
  expect(replayEarlyTap()).toBe(false)
})
