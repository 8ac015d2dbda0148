import { expect, test } from 'vitest'
import { devnetChains } from '../../config/devnet.ts'
import { parseEnv } from '../../config/env.ts'
import { createLatchConfig } from '../../config/wagmi.ts'
import { mirrorStatus } from './mirrorStatus.ts'

test('the status is on <html data-wallet-status> at every moment, until unsubscribed', () => {
  const origin = 'http://127.0.0.1:5173'
  const { config } = createLatchConfig({
    env: parseEnv({}),
    origin,
    devnet: {
      chains: devnetChains(origin),
      walletConnect: { projectId: 'latch-test', relayUrl: 'ws://127.0.0.1:9' },
    },
  })
  const element = document.createElement('html')
  const stop = mirrorStatus(config, element)
  expect(element.dataset.walletStatus).toBe('disconnected')
  config.setState((x) => ({ ...x, status: 'reconnecting' }))
  expect(element.dataset.walletStatus).toBe('reconnecting')
  stop()
  config.setState((x) => ({ ...x, status: 'connecting' }))
  expect(element.dataset.walletStatus).toBe('reconnecting')
})
