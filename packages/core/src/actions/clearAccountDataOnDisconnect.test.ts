import type { Connector } from '@wagmi/core'
import { afterEach, describe, expect, test } from 'vitest'
import { createLatchConfig } from '../config/createLatchConfig.ts'
import { clearAccountDataOnDisconnect } from './clearAccountDataOnDisconnect.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const mainnet = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
} as const

function setup() {
  const config = createLatchConfig({
    appName: 'Latch',
    chains: [mainnet],
    storage: null,
  })
  const { queryClient } = config.latch
  const stop = clearAccountDataOnDisconnect(config, { queryClient })
  const connector = { uid: 'c', id: 'wallet' } as Connector
  const connect = (account: `0x${string}`) =>
    config.setState((x) => ({
      ...x,
      connections: new Map([
        ['c', { accounts: [account], chainId: 1, connector }],
      ]),
      current: 'c',
      status: 'connected',
    }))
  const disconnect = () =>
    config.setState((x) => ({
      ...x,
      connections: new Map(),
      current: null,
      status: 'disconnected',
    }))
  const balance = (address: string) =>
    queryClient.getQueryData(['balance', { address, chainId: 1 }])
  const landBalance = (address: string) =>
    queryClient.setQueryData(['balance', { address, chainId: 1 }], {
      value: 1n,
    })
  return { stop, connect, disconnect, balance, landBalance }
}

describe('clearAccountDataOnDisconnect', () => {
  let stop: (() => void) | undefined
  afterEach(() => stop?.())

  test('a read of an account that left, landing after it left, is dropped as it lands', () => {
    const page = setup()
    stop = page.stop
    page.connect(alice)
    page.landBalance(alice)
    expect(page.balance(alice)).toEqual({ value: 1n })
    page.disconnect()
    expect(page.balance(alice)).toBeUndefined()
    // The read asked while the session was still there answers now.
    page.landBalance(alice)
    expect(page.balance(alice)).toBeUndefined()
    // Another account's data is not touched.
    page.landBalance(bob)
    expect(page.balance(bob)).toEqual({ value: 1n })
  })

  test('once the account connects again, its data is kept', () => {
    const page = setup()
    stop = page.stop
    page.connect(alice)
    page.disconnect()
    page.connect(alice)
    page.landBalance(alice)
    expect(page.balance(alice)).toEqual({ value: 1n })
  })

  test('after stop, nothing is dropped any more', () => {
    const page = setup()
    page.connect(alice)
    page.disconnect()
    page.stop()
    page.landBalance(alice)
    expect(page.balance(alice)).toEqual({ value: 1n })
  })
})
