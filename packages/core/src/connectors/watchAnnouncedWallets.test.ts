import { expect, test, vi } from 'vitest'
import { watchAnnouncedWallets } from './watchAnnouncedWallets.ts'

const provider = { request: async () => null }
function announce(target: EventTarget, detail: unknown) {
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}
const info = (uuid: string) => ({
  uuid,
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
    'a',
    'b',
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
