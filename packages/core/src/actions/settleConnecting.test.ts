import type { Connector } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { createLatchConfig } from '../config/createLatchConfig.ts'
import { settleConnecting } from './settleConnecting.ts'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function config() {
  return createLatchConfig({
    appName: 'Latch',
    chains: [mainnet],
    storage: null,
  })
}

describe('settleConnecting', () => {
  test('connecting with no connection: disconnected', () => {
    const latch = config()
    latch.setState((x) => ({ ...x, status: 'connecting' }))
    settleConnecting(latch)
    expect(latch.state.status).toBe('disconnected')
  })

  test('connecting beside a live connection: connected', () => {
    const latch = config()
    const connector = { uid: 'c', id: 'wallet' } as Connector
    latch.setState((x) => ({
      ...x,
      connections: new Map([
        ['c', { accounts: [account], chainId: 1, connector }],
      ]),
      current: 'c',
      status: 'connecting',
    }))
    settleConnecting(latch)
    expect(latch.state.status).toBe('connected')
  })

  test('any other status is left as it is', () => {
    for (const status of ['reconnecting', 'disconnected'] as const) {
      const latch = config()
      latch.setState((x) => ({ ...x, status }))
      settleConnecting(latch)
      expect(latch.state.status).toBe(status)
    }
  })
})
