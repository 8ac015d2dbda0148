import type { Connector } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import { expect, test } from 'vitest'
import { walletConnectSession } from '../testing/walletConnectSession.ts'
import { canSwitchChain } from './canSwitchChain.ts'

const provider = { request: async () => null } as unknown as EIP1193Provider
const connector = (type: string) => ({ type }) as Connector

test('browser wallets and Coinbase Wallet can always be asked', () => {
  for (const type of ['injected', 'coinbaseWallet'])
    expect(canSwitchChain({ connector: connector(type), provider }, 10)).toBe(
      true,
    )
})

test('nothing to ask without a connected wallet', () => {
  expect(canSwitchChain({ connector: undefined, provider: undefined }, 1)).toBe(
    false,
  )
  expect(
    canSwitchChain(
      { connector: connector('injected'), provider: undefined },
      1,
    ),
  ).toBe(false)
})

test('a WalletConnect peer: by its session', () => {
  const session = walletConnectSession({
    peerName: 'Ledger Live',
    chains: ['eip155:1'],
  })
  const withSession = { ...provider, session } as unknown as EIP1193Provider
  const walletConnect = connector('walletConnect')
  expect(
    canSwitchChain({ connector: walletConnect, provider: withSession }, 1),
  ).toBe(true)
  expect(
    canSwitchChain({ connector: walletConnect, provider: withSession }, 10),
  ).toBe(false)
  expect(canSwitchChain({ connector: walletConnect, provider }, 1)).toBe(false)
})
