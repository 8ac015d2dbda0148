// With `ssr`, the stored session waits in storage until the page is hydrated.

import { http } from 'viem'
import { base, mainnet } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { createLatchConfig } from './createLatchConfig.ts'
import { safeStorage } from './safeStorage.ts'
import { hasHydrated, rehydrate, waitForHydration } from './wagmiInternals.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function configOver(storage: Storage, ssr: boolean) {
  return createLatchConfig({
    appName: 'Latch',
    chains: [mainnet, base],
    transports: {
      [mainnet.id]: http('http://127.0.0.1:9'),
      [base.id]: http('http://127.0.0.1:9'),
    },
    storage,
    ssr,
  })
}

/** A storage holding the session of a visit that connected the browser wallet. */
async function storageWithSession(): Promise<Storage> {
  const storage = safeStorage(() => undefined) // memory only
  const visit = configOver(storage, false)
  await waitForHydration(visit)
  const [connector] = visit.connectors
  if (!connector) throw new Error('no browser wallet connector')
  visit.setState((x) => ({
    ...x,
    connections: new Map([
      [connector.uid, { accounts: [alice], chainId: mainnet.id, connector }],
    ]),
    current: connector.uid,
    status: 'connected',
  }))
  expect(storage.getItem('wagmi.store')).toContain(alice)
  return storage
}

describe('createLatchConfig with ssr: the stored session', () => {
  test('is left in storage as it was (wagmi writes its initial state on creation) and read on rehydration', async () => {
    const storage = await storageWithSession()
    const stored = storage.getItem('wagmi.store')

    const config = configOver(storage, true)
    // Not read yet: the first render matches the server's.
    expect(hasHydrated(config)).toBe(false)
    expect(config.state).toMatchObject({
      current: null,
      status: 'disconnected',
    })
    expect(storage.getItem('wagmi.store')).toBe(stored)

    await rehydrate(config)
    const { current, connections } = config.state
    expect(current).toBeTruthy()
    expect(connections.get(current ?? '')).toMatchObject({
      accounts: [alice],
      chainId: mainnet.id,
    })
  })

  test('none stored: nothing is invented', async () => {
    const storage = safeStorage(() => undefined)
    const config = configOver(storage, true)
    await rehydrate(config)
    expect(config.state).toMatchObject({
      current: null,
      status: 'disconnected',
    })
    expect(config.state.connections.size).toBe(0)
  })
})
