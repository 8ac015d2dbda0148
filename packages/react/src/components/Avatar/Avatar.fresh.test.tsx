// A module graph of its own (`.fresh.`): The visitor has not acted yet (no third party before it).
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { Avatar } from './Avatar.tsx'
import { identicon } from './identicon.ts'
import { safeAvatarUrl } from './safeAvatarUrl.ts'

afterEach(cleanup)

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('Avatar', () => {
  // First in the file: the visitor has not acted on the page yet.
  test('an avatar on another host waits for the visitor’s first act (no third party before it); a data: image shows at once', () => {
    const { container } = render(
      <>
        <Avatar address={alice} src="https://example.com/a.png" size={28} />
        <Avatar
          address={bob}
          src="data:image/png;base64,iVBORw0KGgo="
          size={28}
        />
      </>,
    )
    expect(
      [...container.querySelectorAll('img')].map((x) => x.getAttribute('src')),
    ).toEqual(['data:image/png;base64,iVBORw0KGgo='])
    act(() => {
      fireEvent.keyDown(window, { key: 'Tab' })
    })
    expect(
      [...container.querySelectorAll('img')].map((x) => x.getAttribute('src')),
    ).toEqual([
      'https://example.com/a.png',
      'data:image/png;base64,iVBORw0KGgo=',
    ])
  })

  test('an ENS avatar it may load is an <img> with empty alt (the name is beside it)', () => {
    const { container } = render(
      <Avatar address={alice} src="https://example.com/a.png" size={28} />,
    )
    const img = container.querySelector('img')!
    expect(img.getAttribute('src')).toBe('https://example.com/a.png')
    expect(img.getAttribute('alt')).toBe('')
  })

  test('a broken avatar falls back to the identicon', () => {
    const { container } = render(
      <Avatar address={alice} src="https://example.com/a.png" size={28} />,
    )
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe(
      'true',
    )
  })

  test('the identicon: symmetric, the same for an address, different between addresses', () => {
    const a = identicon(alice)
    expect(identicon(alice.toLowerCase() as typeof alice)).toEqual(a)
    for (const [x, y] of a.cells) expect(a.cells).toContainEqual([4 - x, y])
    expect(identicon(bob)).not.toEqual(a)
  })

  test('the identicon’s picture, pinned: an address draws the picture it always drew', () => {
    const picture = (address: `0x${string}`) => {
      const { background, foreground, cells } = identicon(address)
      return `${background} ${foreground} ${cells.map((x) => x.join('')).join(' ')}`
    }
    expect(
      [
        alice,
        bob,
        '0x0000000000000000000000000000000000000000',
        '0xffffffffffffffffffffffffffffffffffffffff',
        '0x5B38Da6a701c568545dCfcB03FcB875f56beddC4',
      ].map((x) => picture(x as `0x${string}`)),
    ).toMatchInlineSnapshot(`
      [
        "hsl(132 55% 88%) hsl(342 62% 42%) 00 40 20 11 31 14 34 24",
        "hsl(308 55% 88%) hsl(158 62% 42%) 00 40 10 30 01 41 22 13 33 23 04 44 24",
        "hsl(150 55% 88%) hsl(0 62% 42%) ",
        "hsl(149 55% 88%) hsl(359 62% 42%) 00 40 10 30 20 01 41 11 31 21 02 42 12 32 22 03 43 13 33 23 04 44 14 34 24",
        "hsl(278 55% 88%) hsl(128 62% 42%) 02 42 12 32 23 04 44 14 34 24",
      ]
    `)
  })

  test.each([
    ['https://example.com/a.png', true],
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/svg+xml;base64,PHN2Zy8+', true],
    ['http://example.com/a.png', false],
    ['ipfs://bafy', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<b>', false],
    ['', false],
    [null, false],
  ])('safeAvatarUrl(%j) allowed: %s', (url, allowed) => {
    expect(safeAvatarUrl(url)).toBe(allowed ? url : undefined)
  })
})
