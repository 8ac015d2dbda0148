import { expect, test, vi } from 'vitest'
import { watchAnnouncedWallets } from './watchAnnouncedWallets.ts'

const provider = { request: async () => null }
const uuids = {
  a: 'a5f0b2c4-3d1e-4f6a-8b7c-9d0e1f2a3b4c',
  b: 'b5f0b2c4-3d1e-4f6a-9b7c-9d0e1f2a3b4c',
  c: 'c5f0b2c4-3d1e-4f6a-ab7c-9d0e1f2a3b4c',
}
function announce(target: EventTarget, detail: unknown) {
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}
const info = (uuid: keyof typeof uuids) => ({
  uuid: uuids[uuid],
  name: 'Wallet',
  icon: 'data:image/svg+xml,<svg/>',
  rdns: 'com.example.wallet',
})

test('asks wallets to announce, and hears each wallet once (by uuid) until stopped', () => {
  const target = new EventTarget()
  const asked = vi.fn()
  target.addEventListener('eip6963:requestProvider', asked)
  const onAnnounce = vi.fn()
  const stop = watchAnnouncedWallets(target, onAnnounce)
  expect(asked).toHaveBeenCalledOnce()

  announce(target, { info: info('a'), provider })
  announce(target, { info: info('a'), provider })
  announce(target, { info: info('b'), provider })
  expect(onAnnounce.mock.calls.map(([wallet]) => wallet.info.uuid)).toEqual([
    uuids.a,
    uuids.b,
  ])

  stop()
  announce(target, { info: info('c'), provider })
  expect(onAnnounce).toHaveBeenCalledTimes(2)
})

test('a malformed announcement (any page script can dispatch one) is ignored', () => {
  const target = new EventTarget()
  const onAnnounce = vi.fn()
  watchAnnouncedWallets(target, onAnnounce)
  for (const detail of [
    undefined,
    null,
    'wallet',
    { info: info('a') },
    { info: info('a'), provider: {} },
    { info: null, provider },
    { info: { ...info('a'), rdns: '' }, provider },
    { info: { ...info('a'), uuid: 1 }, provider },
  ])
    announce(target, detail)
  expect(onAnnounce).not.toHaveBeenCalled()
})

test('an announcement whose info is not as EIP-6963 has it is ignored', () => {
  const target = new EventTarget()
  const onAnnounce = vi.fn()
  watchAnnouncedWallets(target, onAnnounce)
  const invalid: Partial<Record<string, unknown>>[] = [
    // uuid: a v4 UUID
    { uuid: 'a' },
    { uuid: 'a5f0b2c4-3d1e-1f6a-8b7c-9d0e1f2a3b4c' },
    { uuid: ` ${uuids.a}` },
    // name: text that shows something
    { name: '' },
    { name: ' \n' },
    { name: 42 },
    // icon: a data URI of an image type
    { icon: 'https://wallet.example/icon.png' },
    { icon: 'data:text/html,<script>alert(1)</script>' },
    { icon: ' data:image/png;base64,AAAA' },
    { icon: 'DATA:IMAGE/PNG;base64,AAAA' },
    { icon: 'data:image/x-icon,AAAA' },
    // rdns: reverse-DNS form
    { rdns: 'metamask' },
    { rdns: 'io..metamask' },
    { rdns: '.io.metamask' },
    { rdns: 'io.metamask.' },
    { rdns: 'io.-metamask' },
    { rdns: 'io.meta mask' },
    { rdns: 'io.metamask\u202E' },
    { rdns: '<img src=x onerror=alert(1)>.io' },
    { rdns: `io.${'a'.repeat(64)}` },
    { rdns: `${'a.'.repeat(127)}io` },
  ]
  for (const fields of invalid)
    announce(target, { info: { ...info('a'), ...fields }, provider })
  expect(onAnnounce).not.toHaveBeenCalled()
  // The same announcement with every field as EIP-6963 has it: heard.
  announce(target, {
    info: { ...info('a'), rdns: 'io.metamask-flask.beta' },
    provider,
  })
  expect(onAnnounce).toHaveBeenCalledOnce()
})
