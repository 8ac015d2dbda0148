// A module graph of its own (`.fresh.`): The ENS name normaliser (ENSIP-15) not loaded yet.
import {
  accountDisplayDefaults,
  persistAccountDisplay,
} from '@latch/core/internal'
import { hostileAccountNames } from '@latch/testing'
import { act, cleanup, render } from '@testing-library/react'
import fc from 'fast-check'
import { bytesToHex, getAddress } from 'viem'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { seedEns } from '../../test/seedEns.ts'
import { setupWallet, testChain } from '../../test/setupWallet.tsx'
import { Avatar } from '../components/Avatar/Avatar.tsx'
import { identicon } from '../components/Avatar/identicon.ts'
import { ConnectButton } from '../components/ConnectButton/ConnectButton.tsx'
import { storedAccountScript } from './storedAccountScript.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const avatar = 'data:image/svg+xml;base64,PHN2Zy8+'

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  localStorage.clear()
})

type Visit = {
  name?: string | undefined
  avatar?: string | undefined
  chainId?: number
}

/**
 * A returning visitor, both ways: React's ConnectButton as the app's first
 * render draws it (the stored session, not yet confirmed, its cache
 * restored), and the prerendered *Connect wallet* after the script ran on
 * the snapshot that visit's app left in localStorage (`persistAccountDisplay`).
 */
async function bothWays(visit: Visit) {
  const setup = await setupWallet({ connected: true })
  const stopWriting = persistAccountDisplay(setup.config, {
    queryClient: setup.queryClient,
    storage: localStorage,
  })
  // The connection as the writer sees it change (a restored session confirmed).
  act(() => setup.config.setState((x) => ({ ...x })))
  if (visit.chainId !== undefined)
    act(() =>
      setup.config.setState((x) => {
        const connections = new Map(x.connections)
        for (const [uid, connection] of connections)
          connections.set(uid, { ...connection, chainId: visit.chainId! })
        return { ...x, connections }
      }),
    )
  const chainId = visit.chainId ?? testChain.id
  if (visit.name)
    seedEns(setup.config, {
      address: alice,
      chainId,
      name: visit.name,
      ...(visit.avatar ? { avatar: visit.avatar } : {}),
    })
  stopWriting()
  expect(localStorage.getItem(accountDisplayDefaults.key)).toBeTruthy()

  act(() => setup.config.setState((x) => ({ ...x, status: 'reconnecting' })))
  const app = setup.render(<ConnectButton />)
  const react = app.container.querySelector('.latch-connect-button')!
    .firstElementChild!.outerHTML
  app.unmount()

  // The prerendered page: the same slot with Connect wallet.
  act(() => setup.config.setState((x) => ({ ...x, status: 'disconnected' })))
  const page = setup.render(<ConnectButton />)
  const slot = page.container.querySelector('.latch-connect-button')!
  expect(slot.textContent).toContain('Connect wallet')
  new Function(storedAccountScript(setup.config))()
  return { react, painted: slot.firstElementChild!.outerHTML, slot }
}

describe('storedAccountScript: the stored account in the first paint, as React draws it', () => {
  test('with an ENS name and a data: avatar', async () => {
    const { react, painted } = await bothWays({ name: 'alice.eth', avatar })
    expect(react).toContain('alice.eth')
    expect(react).toContain('<img')
    expect(painted).toBe(react)
  })

  test('with no name: the short address and the identicon', async () => {
    const { react, painted } = await bothWays({})
    expect(react).toContain('0xf39F…2266')
    expect(react).toContain('<svg')
    expect(painted).toBe(react)
  })

  test('a name whose avatar is on another host: the identicon until the visitor acts', async () => {
    const { react, painted } = await bothWays({
      name: 'alice.eth',
      avatar: 'https://example.com/a.png',
    })
    expect(react).not.toContain('example.com')
    expect(painted).toBe(react)
  })

  test('a name and the address each bidi-isolated: the name in a <bdi>, both in the tooltip', async () => {
    const { react, painted } = await bothWays({ name: 'alice.eth' })
    expect(react).toContain('<bdi>alice.eth</bdi>')
    expect(react).toContain(
      `title="\u2068alice.eth\u2069 (\u2068${alice}\u2069)"`,
    )
    expect(painted).toBe(react)
  })

  test('a name that is not plain ASCII (its ENSIP-15 check is not loaded yet): the address, both ways', async () => {
    const { react, painted } = await bothWays({ name: 'ñandú.eth' })
    expect(react).not.toContain('ñandú')
    expect(react).toContain('0xf39F…2266')
    expect(painted).toBe(react)
  })

  test('on a chain the app does not offer: Unsupported network', async () => {
    const { react, painted } = await bothWays({ chainId: 424_242 })
    expect(react).toContain('Unsupported network')
    expect(painted).toBe(react)
  })
})

describe('storedAccountScript: one identicon', () => {
  test('the script draws with the Avatar’s own identicon: its source, not a copy', async () => {
    const setup = await setupWallet()
    expect(storedAccountScript(setup.config)).toContain(identicon.toString())
  })

  test('for any address, checksummed or lowercase, the painted identicon is the one the Avatar draws', async () => {
    const setup = await setupWallet()
    const source = storedAccountScript(setup.config)
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 20, maxLength: 20 }),
        fc.boolean(),
        (bytes, checksummed) => {
          const lowercase = bytesToHex(bytes)
          const address = checksummed ? getAddress(lowercase) : lowercase
          localStorage.setItem(
            accountDisplayDefaults.key,
            JSON.stringify({ v: 1, at: Date.now(), address, chainId: 1 }),
          )
          // The prerendered ConnectButton's markup, as the page holds it.
          const slot = document.createElement('div')
          slot.className = 'latch-connect-button'
          slot.innerHTML =
            '<button type="button" class="latch-connect-button__connect">Connect wallet</button>'
          document.body.append(slot)
          try {
            new Function(source)()
            const avatar = render(<Avatar address={address} size={28} />)
            expect(slot.querySelector('svg')?.outerHTML).toBe(
              avatar.container.innerHTML,
            )
          } finally {
            cleanup()
            slot.remove()
          }
        },
      ),
      { numRuns: 100 },
    )
  })
})

describe('storedAccountScript: storage is untrusted', () => {
  async function paintedWith(stored: string | null) {
    const setup = await setupWallet()
    if (stored !== null)
      localStorage.setItem(accountDisplayDefaults.key, stored)
    const page = setup.render(<ConnectButton />)
    const slot = page.container.querySelector('.latch-connect-button')!
    const before = slot.innerHTML
    new Function(storedAccountScript(setup.config))()
    return { before, after: slot.innerHTML, slot }
  }
  /** A snapshot as the app writes it, with `fields` over it. */
  const snapshot = (fields: Record<string, unknown> = {}) =>
    JSON.stringify({
      v: 1,
      at: Date.now(),
      address: alice,
      chainId: testChain.id,
      ...fields,
    })

  test.each([
    ['nothing stored', null],
    ['not JSON', '{"v":'],
    ['not an object', '42'],
    ['null', 'null'],
    ['another version', snapshot({ v: 2 })],
    ['no version', snapshot({ v: undefined })],
    ['no time', snapshot({ at: 'now' })],
    ['no address', snapshot({ address: undefined })],
    [
      'an account that is not an address',
      snapshot({ address: '<img src=x onerror=alert(1)>' }),
    ],
    ['an address too short', snapshot({ address: alice.slice(0, 20) })],
    ['an address in an array', snapshot({ address: [alice] })],
    ['a chain id that is not one', snapshot({ chainId: '0x1' })],
    ['a negative chain id', snapshot({ chainId: -1 })],
    ['a fractional chain id', snapshot({ chainId: 1.5 })],
    ['a name that is not text', snapshot({ name: { a: 1 } })],
    ['an avatar that is not text', snapshot({ avatar: ['data:image/png,'] })],
    // wagmi's stored state, as the script read it before: not a snapshot.
    [
      "wagmi's stored state",
      JSON.stringify({
        state: {
          current: 'u',
          connections: {
            __type: 'Map',
            value: [['u', { accounts: [alice], chainId: testChain.id }]],
          },
        },
        version: 2,
      }),
    ],
  ])('%s: the page stays as built', async (_, stored) => {
    const { before, after } = await paintedWith(stored)
    expect(after).toBe(before)
  })

  test('a name that could lie (markup, bidi controls, invisible characters, mixed scripts, too long) is not shown: the address is', async () => {
    for (const name of hostileAccountNames) {
      const { slot } = await paintedWith(snapshot({ name, avatar }))
      expect(slot.querySelector('img')).toBeNull()
      expect(slot.textContent, JSON.stringify(name.slice(0, 40))).toBe(
        '0xf39F…2266Latch Devnet',
      )
      expect(slot.querySelector('button')?.title).toBe(alice)
      cleanup()
    }
    // The longest name that is shown, and a plain one.
    for (const name of [
      `${'a'.repeat(251)}.eth`,
      'vitalik.eth',
      'a-b.c1.eth',
    ]) {
      const { slot } = await paintedWith(snapshot({ name }))
      expect(slot.querySelector('bdi')?.textContent).toBe(name)
      cleanup()
    }
  })

  test('an avatar that is not a data: image is not loaded', async () => {
    for (const image of [
      'javascript:alert(1)',
      'https://x.test/a.png',
      'data:text/html,x',
    ]) {
      const { slot } = await paintedWith(
        snapshot({ name: 'alice.eth', avatar: image }),
      )
      expect(slot.querySelector('img')).toBeNull()
      expect(slot.textContent).toContain('alice.eth')
      cleanup()
    }
  })

  test('on a chain not configured: Unsupported network', async () => {
    const { slot } = await paintedWith(snapshot({ chainId: 424_242 }))
    expect(slot.textContent).toBe('0xf39F…2266Unsupported network')
  })

  test('a snapshot older than 24 hours (the wallet cache) gives no name: the address', async () => {
    const { slot } = await paintedWith(
      snapshot({
        name: 'alice.eth',
        avatar,
        at: Date.now() - accountDisplayDefaults.maxAge - 1,
      }),
    )
    expect(slot.textContent).toBe('0xf39F…2266Latch Devnet')
    expect(slot.querySelector('img')).toBeNull()
  })

  test('the data cannot close its script element', async () => {
    const setup = await setupWallet()
    const source = storedAccountScript(setup.config, {
      messages: {
        ...(await import('../i18n/en.ts')).en,
        wallet: {
          ...(await import('../i18n/en.ts')).en.wallet,
          unsupportedNetwork: '</script><script>alert(1)</script>',
        },
      },
    })
    expect(source).not.toContain('</script')
  })
})

describe('storedAccountScript on a hydrated page (Next.js, `ssr`)', () => {
  test('run before the button exists, it paints the moment the button is added, into the slot React leaves alone; Connect wallet stays for React', async () => {
    const setup = await setupWallet()
    localStorage.setItem(
      accountDisplayDefaults.key,
      JSON.stringify({
        v: 1,
        at: Date.now(),
        address: alice,
        chainId: testChain.id,
        name: 'alice.eth',
      }),
    )
    new Function(storedAccountScript(setup.config))()
    // The server's markup of ConnectButton under `ssr`, as the parser adds it.
    const slot = document.createElement('div')
    slot.className = 'latch-connect-button'
    slot.innerHTML =
      '<span class="latch-connect-button__painted"></span><button type="button" class="latch-connect-button__connect">Connect wallet</button>'
    document.body.append(slot)
    await vi.waitFor(() =>
      expect(
        slot.querySelector(
          '.latch-connect-button__painted > .latch-account-button',
        )?.textContent,
      ).toBe('alice.ethLatch Devnet'),
    )
    // React's own button, untouched: the stylesheet hides it.
    expect(
      slot.querySelector('.latch-connect-button__connect')?.textContent,
    ).toBe('Connect wallet')
    slot.remove()
  })
})
