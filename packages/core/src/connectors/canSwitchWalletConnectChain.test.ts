import { walletConnectSession } from '@latch/testing'
import { describe, expect, test } from 'vitest'
import { canSwitchWalletConnectChain } from './canSwitchWalletConnectChain.ts'

describe('canSwitchWalletConnectChain (seed §4: WalletConnect switching)', () => {
  test.each(['Rainbow', 'rainbow', 'Rainbow Wallet', '🌈 RAINBOW'])(
    'a peer named "%s" may be asked for any chain',
    (peerName) => {
      const session = walletConnectSession({ peerName, chains: ['eip155:1'] })
      expect(canSwitchWalletConnectChain(session, 13_371)).toBe(true)
    },
  )

  test('another peer only for the chains its session approved', () => {
    const session = walletConnectSession({
      peerName: 'Trust Wallet',
      chains: ['eip155:1', 'eip155:13371'],
    })
    expect(canSwitchWalletConnectChain(session, 13_371)).toBe(true)
    expect(canSwitchWalletConnectChain(session, 1)).toBe(true)
    expect(canSwitchWalletConnectChain(session, 10)).toBe(false)
    // A prefix is not a match: eip155:1 does not approve eip155:13.
    expect(canSwitchWalletConnectChain(session, 13)).toBe(false)
  })

  test('approved chains are read from the accounts when `chains` is omitted', () => {
    const session = walletConnectSession({
      peerName: 'MetaMask Wallet',
      chains: ['eip155:10'],
      withoutChains: true,
    })
    expect(session.namespaces.eip155?.chains).toBeUndefined()
    expect(canSwitchWalletConnectChain(session, 10)).toBe(true)
    expect(canSwitchWalletConnectChain(session, 1)).toBe(false)
  })

  test('a single-chain namespace key ("eip155:<id>") approves its chain', () => {
    const session = walletConnectSession({ peerName: 'Zerion', chains: [] })
    session.namespaces = {
      'eip155:8453': {
        accounts: [],
        methods: ['personal_sign'],
        events: [],
      },
    }
    expect(canSwitchWalletConnectChain(session, 8453)).toBe(true)
    expect(canSwitchWalletConnectChain(session, 1)).toBe(false)
  })

  test('other namespaces do not count', () => {
    const session = walletConnectSession({ peerName: 'Phantom', chains: [] })
    session.namespaces = {
      solana: {
        chains: ['eip155:1'],
        accounts: ['eip155:1:0x0'],
        methods: [],
        events: [],
      },
    }
    expect(canSwitchWalletConnectChain(session, 1)).toBe(false)
  })

  test('no session (not connected yet, or deleted): never', () => {
    expect(canSwitchWalletConnectChain(undefined, 1)).toBe(false)
    expect(canSwitchWalletConnectChain(null, 1)).toBe(false)
    expect(canSwitchWalletConnectChain({}, 1)).toBe(false)
  })
})
