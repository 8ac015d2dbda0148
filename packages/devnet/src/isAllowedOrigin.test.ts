import { expect, test } from 'vitest'
import { isAllowedOrigin } from './isAllowedOrigin.ts'

const request = (headers: { origin?: string; host?: string }) => ({ headers })

test('a Node client, which sends no Origin, is let in', () => {
  expect(isAllowedOrigin(request({ host: '127.0.0.1:5173' }))).toBe(true)
})

test('by default, the page served by the loopback server the request came through', () => {
  for (const host of ['127.0.0.1:5173', 'localhost:5173', '[::1]:5173'])
    expect(isAllowedOrigin(request({ origin: `http://${host}`, host }))).toBe(
      true,
    )
})

test('any other origin is refused: another site, another local port, a sandbox, a rebound name', () => {
  const host = '127.0.0.1:5173'
  for (const origin of [
    'https://evil.example',
    'http://127.0.0.1:8080',
    'http://localhost:5173',
    'null',
  ])
    expect(isAllowedOrigin(request({ origin, host }))).toBe(false)
  // DNS rebinding: the attacker's name, pointed at 127.0.0.1, is the Host.
  expect(
    isAllowedOrigin(
      request({
        origin: 'http://evil.example:5173',
        host: 'evil.example:5173',
      }),
    ),
  ).toBe(false)
  expect(isAllowedOrigin(request({ origin: 'http://127.0.0.1:5173' }))).toBe(
    false,
  )
})

test('origins given replace the default: exactly those', () => {
  const origins = ['http://127.0.0.1:5173']
  const host = '127.0.0.1:41234'
  expect(
    isAllowedOrigin(
      request({ origin: 'http://127.0.0.1:5173', host }),
      origins,
    ),
  ).toBe(true)
  expect(
    isAllowedOrigin(request({ origin: `http://${host}`, host }), origins),
  ).toBe(false)
  expect(isAllowedOrigin(request({ host }), origins)).toBe(true)
})
