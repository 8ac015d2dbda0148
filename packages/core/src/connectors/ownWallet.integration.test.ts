import { createDevWallet, type DevWallet } from '@latch/devnet'
import {
  createTestConfig,
  startTestDevnet,
  type TestDevnet,
} from '@latch/testing'
import { injected } from '@wagmi/core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connectWallet } from '../actions/connectWallet.ts'
import { disconnectWallet } from '../actions/disconnectWallet.ts'
import { getWalletConnection } from '../actions/getWalletConnection.ts'
import { getWalletOptions } from '../actions/getWalletOptions.ts'
import { signWalletMessage } from '../actions/signWalletMessage.ts'
import { restoreSession } from '../session/restoreSession.ts'
import { coinbaseWallet } from '../wallets/coinbaseWallet.ts'
import { walletConnect } from '../wallets/walletConnect.ts'
import type { Wallet } from './wallet.ts'

// A dapp's own wallet, written as docs/wallets.md shows: a descriptor over an
// EIP-1193 provider of its own (here the Dev wallet, a real one that signs
// with a real key on anvil), listed in a group beside built-ins.

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const icon =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23111"/%3E%3C/svg%3E'

let devnet: TestDevnet
beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(() => devnet?.stop())

/** The dapp's wallet: its connector loaded on the first pick, as a built-in's. */
function acmeWallet(wallet: DevWallet, cleared: string[]): Wallet {
  return {
    id: 'acme',
    name: 'Acme Wallet',
    icon,
    description: { en: 'Our own wallet', ja: '私たちのウォレット' },
    clearStorage: async () => {
      cleared.push('acme')
    },
    connector: async () =>
      injected({
        target: { id: 'acme', name: 'Acme', provider: () => wallet.provider },
      }),
  }
}

function page(wallet: DevWallet, cleared: string[] = []) {
  return createTestConfig(devnet, {
    storage: localStorage,
    wallets: [
      { group: 'Our wallet', wallets: [acmeWallet(wallet, cleared)] },
      { group: 'more', wallets: [coinbaseWallet(), walletConnect()] },
    ],
  })
}

describe("a dapp's own wallet descriptor", () => {
  test('listed in its group, connects, restores on reload without asking the wallet, and disconnects', async () => {
    localStorage.clear()
    const first = createDevWallet({ chains: devnet.walletChains })
    const latch = page(first)
    expect(
      getWalletOptions(latch, {
        recentConnectorId: null,
        windowEthereum: undefined,
      }).map((x) => [x.id, x.name, x.group, x.kind, x.description]),
    ).toEqual([
      [
        'acme',
        'Acme Wallet',
        'Our wallet',
        'appOrExtension',
        { en: 'Our own wallet', ja: '私たちのウォレット' },
      ],
      ['coinbaseWalletSDK', 'Coinbase Wallet', 'more', 'legacy', undefined],
      ['walletConnect', 'WalletConnect', 'more', 'qrCode', undefined],
    ])
    // Nothing of it is loaded before the visitor picks it.
    expect(latch.connectors.map((x) => x.id)).not.toContain('acme')

    const phases: string[] = []
    const connected = await connectWallet(latch, {
      connectorId: 'acme',
      onPhase: (phase, { name }) => phases.push(`${phase} ${name}`),
    })
    expect(connected).toMatchObject({ account: alice, chainId: 13_370 })
    // Latch's name for it, not its factory's.
    expect(phases).toEqual(['loading Acme Wallet', 'connecting Acme Wallet'])

    // A reload: a new page over the same storage and the same wallet.
    const second = createDevWallet({ chains: devnet.walletChains })
    second.control.connect()
    const cleared: string[] = []
    const reloaded = page(second, cleared)
    await restoreSession(reloaded)
    expect(getWalletConnection(reloaded)).toMatchObject({
      status: 'connected',
      account: alice,
      chain: { id: 13_370 },
    })
    // Restored from what was stored: the wallet was not asked.
    expect(second.control.requests()).toEqual([])
    expect(
      getWalletOptions(reloaded, {
        recentConnectorId: await reloaded.storage?.getItem('recentConnectorId'),
        windowEthereum: undefined,
      })[0],
    ).toMatchObject({ id: 'acme', recent: true })
    // Its first request confirms the session with the wallet.
    const signed = await signWalletMessage(reloaded, { message: 'Hello' })
    expect(signed).toMatchObject({ address: alice, valid: true })

    await disconnectWallet(reloaded)
    expect(getWalletConnection(reloaded).status).toBe('disconnected')
    expect(cleared).toContain('acme')
    const third = page(createDevWallet({ chains: devnet.walletChains }))
    await restoreSession(third)
    expect(getWalletConnection(third).status).toBe('disconnected')
  })

  test('one registered at once ({ create }) is a connector from the start, under its own id and name', async () => {
    localStorage.clear()
    const wallet = createDevWallet({ chains: devnet.walletChains })
    const latch = createTestConfig(devnet, {
      wallets: [
        {
          id: 'acme',
          name: 'Acme Wallet',
          icon,
          connector: {
            create: () =>
              injected({
                target: {
                  id: 'other',
                  name: 'Other',
                  provider: () => wallet.provider,
                },
              }),
          },
        },
      ],
    })
    expect(latch.connectors.map((x) => [x.id, x.name])).toContainEqual([
      'acme',
      'Acme Wallet',
    ])
    const [option] = getWalletOptions(latch, {
      recentConnectorId: null,
      windowEthereum: undefined,
    })
    expect(option).toMatchObject({
      id: 'acme',
      kind: 'browser',
      group: undefined,
    })
    await expect(
      connectWallet(latch, { connectorId: 'acme' }),
    ).resolves.toMatchObject({ account: alice })
    await disconnectWallet(latch)
  })
})
