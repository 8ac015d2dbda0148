import { injected } from '@wagmi/core'
import { defineChain } from 'viem'
import { describe, expect, test } from 'vitest'
import { connectWallet } from '../actions/connectWallet.ts'
import { getWalletConnection } from '../actions/getWalletConnection.ts'
import { switchWalletChain } from '../actions/switchWalletChain.ts'
import { createLatchConfig } from '../config/createLatchConfig.ts'
import { registerConnector } from '../config/wagmiInternals.ts'
import { SwitchChainError } from '../errors/chain.ts'
import { UnknownWalletError } from '../errors/provider.ts'
import { latchConnector } from './latchConnector.ts'
import { parseChainId } from './parseChainId.ts'

// The cases the hostile-wallet property test found, pinned one by one.

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chain = defineChain({
  id: 13_370,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})

function setup(answers: Record<string, unknown>) {
  const listeners: Record<string, ((payload: unknown) => unknown)[]> = {}
  const provider = {
    request: async ({ method }: { method: string }) => answers[method],
    on: (event: string, listener: (payload: unknown) => unknown) => {
      listeners[event] = [...(listeners[event] ?? []), listener]
    },
    removeListener: () => {},
    emit: (event: string, payload: unknown) =>
      Promise.all((listeners[event] ?? []).map((x) => x(payload))),
  }
  // Latch's config, and Latch's injected connector on the wallet's provider.
  const config = createLatchConfig({
    appName: 'Latch',
    chains: [chain],
    storage: null,
    coinbaseWallet: false,
  })
  registerConnector(config, 'wallet', () =>
    latchConnector(
      injected({
        target: {
          id: 'wallet',
          name: 'Wallet',
          provider: () => provider as never,
        },
      }),
    ),
  )
  const connect = () => connectWallet(config, { connectorId: 'wallet' })
  return { config, provider, connect }
}

const valid = {
  wallet_requestPermissions: [],
  eth_requestAccounts: [alice],
  eth_accounts: [alice],
  eth_chainId: '0x343a',
}

describe('a malformed chain id is a typed error, never NaN', () => {
  for (const chainId of ['0xZZ', '', -1, 2 ** 80, {}, null, 1.5])
    test(JSON.stringify(chainId) ?? String(chainId), async () => {
      const { config, connect } = setup({ ...valid, eth_chainId: chainId })
      await expect(connect()).rejects.toBeInstanceOf(UnknownWalletError)
      expect(config.state.status).toBe('disconnected')
    })
})

describe('malformed accounts are a typed error', () => {
  for (const accounts of [['not an address'], null, [], [null], alice])
    test(JSON.stringify(accounts), async () => {
      const { config, connect } = setup({
        ...valid,
        eth_requestAccounts: accounts,
      })
      await expect(connect()).rejects.toBeInstanceOf(UnknownWalletError)
      expect(config.state.status).toBe('disconnected')
    })
})

test('a lowercase account is connected checksummed', async () => {
  const { config, connect } = setup({
    ...valid,
    eth_requestAccounts: [alice.toLowerCase()],
    eth_accounts: [alice.toLowerCase()],
  })
  await expect(connect()).resolves.toMatchObject({ account: alice })
  expect(config.state.connections.get(config.state.current!)?.accounts).toEqual(
    [alice],
  )
})

test('garbage in wallet events changes nothing and throws nothing', async () => {
  const { config, provider, connect } = setup(valid)
  await connect()
  for (const payload of ['0xZZ', {}, -1, null, undefined])
    await provider.emit('chainChanged', payload)
  for (const payload of [['nope'], null, 'x', [null], {}])
    await provider.emit('accountsChanged', payload)
  expect(getWalletConnection(config)).toMatchObject({
    status: 'connected',
    account: alice,
    chain: { id: chain.id },
  })
})

test('a switch answered with a malformed chain id fails as a switch failure', async () => {
  const broken = setup({ ...valid, wallet_switchEthereumChain: null })
  await broken.connect()
  broken.provider.request = async ({ method }: { method: string }) =>
    method === 'eth_chainId' ? '0xZZ' : null
  await expect(
    switchWalletChain(broken.config, { chainId: chain.id }),
  ).rejects.toBeInstanceOf(SwitchChainError)
})

test('parseChainId: hex, decimal strings and numbers; nothing else', () => {
  expect(parseChainId('0x343a')).toBe(13_370)
  expect(parseChainId('13370')).toBe(13_370)
  expect(parseChainId(13_370)).toBe(13_370)
  for (const value of ['0xZZ', '', '0x', -1, 0, 1.5, 2 ** 80, {}, null, ' 0x1'])
    expect(parseChainId(value)).toBeUndefined()
})
