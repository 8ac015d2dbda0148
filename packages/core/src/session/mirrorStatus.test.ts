import { devnetChains } from '@latch/devnet/browser'
import { expect, test } from 'vitest'
import { createLatchConfig } from '../config/createLatchConfig.ts'
import { mirrorStatus } from './mirrorStatus.ts'

test('the status is on <html data-wallet-status> at every moment, until unsubscribed', () => {
  const config = createLatchConfig({
    appName: 'Latch',
    chains: devnetChains('http://127.0.0.1:5173'),
    storage: null,
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
