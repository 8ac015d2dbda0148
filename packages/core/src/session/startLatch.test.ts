import type { Connector } from '@wagmi/core'
import { expect, test } from 'vitest'
import { createLatchConfig } from '../config/createLatchConfig.ts'
import { startLatch } from './startLatch.ts'

const chain = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
} as const
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('started by the page and by LatchProvider, it runs once, until both have stopped', () => {
  const config = createLatchConfig({
    appName: 'Latch',
    chains: [chain],
    storage: null,
  })
  const { queryClient } = config.latch
  const balanceKey = ['balance', { address: alice, chainId: 1 }]
  const connector = { uid: 'c', id: 'wallet' } as Connector
  const connectThenLeave = () => {
    config.setState((x) => ({
      ...x,
      connections: new Map([
        ['c', { accounts: [alice], chainId: 1, connector }],
      ]),
      current: 'c',
      status: 'connected',
    }))
    queryClient.setQueryData(balanceKey, 1n)
    config.setState((x) => ({
      ...x,
      connections: new Map(),
      current: null,
      status: 'disconnected',
    }))
  }
  let removed = 0
  const stopCounting = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'removed') removed++
  })

  const stopPage = startLatch(config)
  const stopProvider = startLatch(config)
  connectThenLeave()
  // One subscription cleared the account's data: one removal, not two.
  expect(queryClient.getQueryData(balanceKey)).toBeUndefined()
  expect(removed).toBe(1)

  stopPage()
  stopPage() // a second call changes nothing
  connectThenLeave()
  expect(queryClient.getQueryData(balanceKey)).toBeUndefined()

  stopProvider()
  connectThenLeave()
  expect(queryClient.getQueryData(balanceKey)).toBe(1n)
  stopCounting()
})
