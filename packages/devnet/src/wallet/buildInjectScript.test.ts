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

test('paymasterService: false reaches the injected wallets; their control turns it on where a chain has a bundler', async () => {
  const script = await buildInjectScript({
    chains: [
      { ...config.chains[0]!, bundlerUrl: 'http://127.0.0.1:9' },
      { id: 13_371, name: 'Latch Devnet 2', rpcUrl: 'http://127.0.0.1:9' },
    ],
    paymasterService: false,
  })
  const { window } = fakeWindow()
  runInNewContext(script, window)
  const ethereum = window.ethereum as {
    request: (args: { method: string; params?: unknown }) => Promise<unknown>
  }
  const [address] = (await ethereum.request({
    method: 'eth_requestAccounts',
  })) as string[]
  const capabilities = () =>
    ethereum.request({ method: 'wallet_getCapabilities', params: [address] })
  // Nothing answers at port 9: the delegation unknown, `ready`.
  expect(await capabilities()).toEqual({
    '0x343a': { atomic: { status: 'ready' } },
    '0x343b': { atomic: { status: 'ready' } },
  })
  const control = window.__latchDevWallet as DevWalletControl
  expect(() =>
    control.setCapabilities({ paymasterService: 'yes' as never }),
  ).toThrow(expect.objectContaining({ code: -32602 }))
  control.setCapabilities({ paymasterService: true })
  expect(await capabilities()).toEqual({
    '0x343a': {
      atomic: { status: 'ready' },
      paymasterService: { supported: true },
    },
    '0x343b': { atomic: { status: 'ready' } },
  })
  control.reset()
  expect(await capabilities()).toEqual({
    '0x343a': { atomic: { status: 'ready' } },
    '0x343b': { atomic: { status: 'ready' } },
  })
})
