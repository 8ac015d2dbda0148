import { runInNewContext } from 'node:vm'
import { expect, test } from 'vitest'
import { buildInjectScript } from './buildInjectScript.ts'
import type { DevWalletControl } from './createDevWallet.ts'

/** A window stand-in: just the web APIs the wallet uses, events included. */
function fakeWindow() {
  const events = new EventTarget()
  return {
    events,
    window: {
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
      dispatchEvent: events.dispatchEvent.bind(events),
      Event,
      CustomEvent,
      URL,
      TextEncoder,
      TextDecoder,
      crypto,
      fetch,
      setTimeout,
      clearTimeout,
      queueMicrotask,
      structuredClone,
      console,
    } as Record<string, unknown>,
  }
}

const config = {
  chains: [{ id: 13_370, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:9' }],
  eip6963: [
    { name: 'Dev One', rdns: 'dev.latch.one' },
    { name: 'Dev Two', rdns: 'dev.latch.two' },
  ],
  coinbaseExtension: true,
}

test('the built script installs window.ethereum, EIP-6963 wallets and the Coinbase extension', async () => {
  const script = await buildInjectScript(config)
  const { window, events } = fakeWindow()
  const announced: { info: { name: string; rdns: string } }[] = []
  events.addEventListener('eip6963:announceProvider', (event) =>
    announced.push((event as CustomEvent).detail),
  )

  runInNewContext(script, window)

  const ethereum = window.ethereum as {
    isLatchDevWallet: boolean
    request: (args: { method: string }) => Promise<unknown>
  }
  expect(ethereum.isLatchDevWallet).toBe(true)
  expect(await ethereum.request({ method: 'eth_chainId' })).toBe('0x343a')
  expect(await ethereum.request({ method: 'eth_accounts' })).toEqual([])
  expect(await ethereum.request({ method: 'eth_requestAccounts' })).toEqual([
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  ])

  expect(announced.map((detail) => detail.info.name)).toEqual([
    'Dev One',
    'Dev Two',
  ])
  expect((announced[0] as unknown as { provider: unknown }).provider).toBe(
    ethereum,
  )
  events.dispatchEvent(new Event('eip6963:requestProvider'))
  expect(announced).toHaveLength(4)

  expect(window.coinbaseWalletExtension).toMatchObject({
    isCoinbaseWallet: true,
  })
  const control = window.__latchDevWallet as DevWalletControl
  expect(control.requests().map((request) => request.method)).toEqual([
    'eth_chainId',
    'eth_accounts',
    'eth_requestAccounts',
  ])
  expect(Object.keys(window.__latchDevWallets as object)).toEqual([
    'dev.latch.one',
    'dev.latch.two',
    'com.coinbase.wallet.dev',
  ])
})

test('the bundle is built once and reused; only the config differs', async () => {
  const [one, two] = await Promise.all([
    buildInjectScript(config),
    buildInjectScript({ ...config, accountIndex: 1 }),
  ])
  const body = (script: string) => script.slice(script.indexOf('\n'))
  expect(body(one)).toBe(body(two))
  expect(one).not.toBe(two)
})
