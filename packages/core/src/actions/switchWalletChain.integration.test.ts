import { createDevWallet } from '@latch/devnet'
import {
  type CreateTestConfigParameters,
  createTestConfig,
  presentWallet,
  startTestDevnet,
  type TestDevnet,
  type WalletPresentation,
} from '@latch/testing'
import { switchChain } from '@wagmi/core'
import type { Chain } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { SwitchChainPhase } from '../connectors/switchConnectorChain.ts'
import {
  AddChainError,
  ChainNotConfiguredError,
  SwitchChainError,
} from '../errors/chain.ts'
import {
  RequestPendingError,
  UserRejectedRequestError,
} from '../errors/provider.ts'
import { connectWallet } from './connectWallet.ts'
import { getWalletConnection } from './getWalletConnection.ts'
import { switchWalletChain } from './switchWalletChain.ts'

let devnet: TestDevnet
const cleanups: (() => void)[] = []

beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(() => devnet?.stop())
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  localStorage.clear()
})

const connectorIds: Record<WalletPresentation, string> = {
  ethereum: 'injected',
  eip6963: 'dev.latch.test',
  coinbase: 'coinbaseWalletSDK',
}

/**
 * The Dev wallet, connected on the first devnet chain. It knows the second
 * chain only when `knowsSecond`; otherwise switching there is 4902.
 */
async function connected(
  presentation: WalletPresentation,
  options: {
    knowsSecond?: boolean
    chains?: readonly [Chain, ...Chain[]]
    rpcUrls?: CreateTestConfigParameters['rpcUrls']
  } = {},
) {
  const wallet = createDevWallet({
    chains: options.knowsSecond
      ? devnet.walletChains
      : [devnet.walletChains[0]],
    info: { name: 'Test Wallet', rdns: 'dev.latch.test' },
  })
  cleanups.push(presentWallet(wallet, presentation))
  const latch = createTestConfig(devnet, {
    chains: options.chains,
    rpcUrls: options.rpcUrls,
  })
  await connectWallet(latch, {
    connectorId: connectorIds[presentation],
  })
  wallet.control.clearRequests()
  return { wallet, config: latch }
}

/** The wallet-side requests of a switch, in order. */
function switchRequests(wallet: ReturnType<typeof createDevWallet>) {
  return wallet.control.requests({
    method: ['wallet_switchEthereumChain', 'wallet_addEthereumChain'],
  })
}

async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected the switch to fail')
    },
    (error: unknown) => error as Error & { shortMessage: string },
  )
}

describe.each(['ethereum', 'eip6963', 'coinbase'] as const)(
  'switching chain through %s (seed §4, §7, §8)',
  (presentation) => {
    test('a chain the wallet knows: wallet_switchEthereumChain with the hex id', async () => {
      const { wallet, config } = await connected(presentation, {
        knowsSecond: true,
      })
      const phases: SwitchChainPhase[] = []
      const chain = await switchWalletChain(config, {
        chainId: 13_371,
        onPhase: (phase) => phases.push(phase),
      })
      expect(chain.id).toBe(13_371)
      expect(switchRequests(wallet)).toEqual([
        {
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: '0x343b' }],
        },
      ])
      expect(phases).toEqual(['switching'])
      expect(getWalletConnection(config).chain).toEqual({
        id: 13_371,
        unsupported: false,
      })
    })

    test('4902: the chain is added with the configured details, then the switch completes', async () => {
      const { wallet, config } = await connected(presentation)
      const phases: SwitchChainPhase[] = []
      await switchWalletChain(config, {
        chainId: 13_371,
        onPhase: (phase) => phases.push(phase),
      })
      expect(switchRequests(wallet)).toEqual([
        {
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: '0x343b' }],
        },
        {
          method: 'wallet_addEthereumChain',
          params: [
            {
              chainId: '0x343b',
              chainName: 'Latch Devnet 2',
              nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
              // No node provider for this chain: its public RPC URL.
              rpcUrls: [devnet.anvils[1].rpcUrl],
            },
          ],
        },
      ])
      expect(phases).toEqual(['switching', 'adding'])
      expect(wallet.control.state().chainId).toBe(13_371)
      expect(getWalletConnection(config).chain?.id).toBe(13_371)
    })

    test('4902 with a node provider configured: its URL, and the block explorers', async () => {
      const [first, second] = devnet.chains
      const withExplorers: Chain = {
        ...second,
        rpcUrls: { default: { http: ['https://rpc.latch-devnet.invalid'] } },
        blockExplorers: {
          default: { name: 'Latchscan', url: 'https://scan.latch.invalid' },
          blockscout: { name: 'Blockscout', url: 'https://blockscout.invalid' },
        },
      }
      const { wallet, config } = await connected(presentation, {
        chains: [first, withExplorers],
        // The node provider's URLs, as a dapp configures them.
        rpcUrls: {
          [second.id]: {
            http: devnet.anvils[1].rpcUrl,
            webSocket: devnet.anvils[1].wsUrl,
          },
        },
      })
      await switchWalletChain(config, { chainId: 13_371 })
      expect(wallet.control.addChainRequests()).toEqual([
        {
          chainId: '0x343b',
          chainName: 'Latch Devnet 2',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: [devnet.anvils[1].rpcUrl],
          blockExplorerUrls: [
            'https://scan.latch.invalid',
            'https://blockscout.invalid',
          ],
        },
      ])
      // The wallet now reads the chain through the URL it was given.
      expect(wallet.control.state().chains.at(-1)?.rpcUrl).toBe(
        devnet.anvils[1].rpcUrl,
      )
    })

    test('4001: user-rejected', async () => {
      const { wallet, config } = await connected(presentation, {
        knowsSecond: true,
      })
      wallet.control.rejectNext({ method: 'wallet_switchEthereumChain' })
      const error = await failure(
        switchWalletChain(config, { chainId: 13_371 }),
      )
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(error.shortMessage).toMatchInlineSnapshot(
        `"You rejected the request in your wallet."`,
      )
      expect(getWalletConnection(config).chain?.id).toBe(13_370)
    })

    test('a message matching "user rejected request", whatever the code or the thrown value: user-rejected', async () => {
      const { wallet, config } = await connected(presentation, {
        knowsSecond: true,
      })
      wallet.control.rejectNext({
        method: 'wallet_switchEthereumChain',
        code: -32000,
        message: 'MetaMask Tx Signature: User rejected request.',
      })
      expect(
        await failure(switchWalletChain(config, { chainId: 13_371 })),
      ).toBeInstanceOf(UserRejectedRequestError)
      // Not an Error at all: a bare string.
      wallet.control.rejectNext({
        method: 'wallet_switchEthereumChain',
        value: 'User rejected request',
      })
      expect(
        await failure(switchWalletChain(config, { chainId: 13_371 })),
      ).toBeInstanceOf(UserRejectedRequestError)
    })

    test('a chain not in the configured list: chain-not-configured, before any wallet request', async () => {
      const { wallet, config } = await connected(presentation, {
        knowsSecond: true,
      })
      const error = await failure(
        switchWalletChain(config, { chainId: 31_337 }),
      )
      expect(error).toBeInstanceOf(ChainNotConfiguredError)
      expect(error.shortMessage).toMatchInlineSnapshot(
        `"This network is not supported here."`,
      )
      expect(wallet.control.requests()).toEqual([])
    })

    test('adding the chain fails: add-chain error', async () => {
      const { wallet, config } = await connected(presentation)
      // The Dev wallet's default: -32603, as a wallet that cannot reach the RPC.
      wallet.control.failAddChain()
      const error = await failure(
        switchWalletChain(config, { chainId: 13_371 }),
      )
      expect(error).toBeInstanceOf(AddChainError)
      expect(error.shortMessage).toMatchInlineSnapshot(
        `"Could not add Latch Devnet 2 to your wallet."`,
      )
      wallet.control.failAddChain({ code: -32602, message: 'Invalid rpcUrls' })
      expect(
        await failure(switchWalletChain(config, { chainId: 13_371 })),
      ).toBeInstanceOf(AddChainError)
    })

    test('the visitor declines adding the chain: user-rejected', async () => {
      const { wallet, config } = await connected(presentation)
      wallet.control.rejectNext({ method: 'wallet_addEthereumChain' })
      expect(
        await failure(switchWalletChain(config, { chainId: 13_371 })),
      ).toBeInstanceOf(UserRejectedRequestError)
    })

    test('any other failure: switch-chain error; the wallet’s own words kept', async () => {
      const { wallet, config } = await connected(presentation, {
        knowsSecond: true,
      })
      wallet.control.rejectNext({
        method: 'wallet_switchEthereumChain',
        code: -32000,
        message: 'Wallet is locked',
      })
      const error = await failure(
        switchWalletChain(config, { chainId: 13_371 }),
      )
      expect(error).toBeInstanceOf(SwitchChainError)
      expect(error.message).toMatchInlineSnapshot(`
      "Could not switch your wallet to Latch Devnet 2.

      Chain: Latch Devnet 2 (13371)

      Details: Wallet is locked"
    `)
      for (const value of [42, new Error('Something broke'), null]) {
        wallet.control.rejectNext({
          method: 'wallet_switchEthereumChain',
          value,
        })
        expect(
          await failure(switchWalletChain(config, { chainId: 13_371 })),
        ).toBeInstanceOf(SwitchChainError)
      }
    })

    test('a prompt already open keeps its own, actionable error', async () => {
      const { wallet, config } = await connected(presentation, {
        knowsSecond: true,
      })
      wallet.control.rejectNext({
        method: 'wallet_switchEthereumChain',
        code: -32002,
      })
      expect(
        await failure(switchWalletChain(config, { chainId: 13_371 })),
      ).toBeInstanceOf(RequestPendingError)
    })

    test('wagmi’s own switchChain goes through the same policy (the connector is wrapped)', async () => {
      const { wallet, config } = await connected(presentation)
      wallet.control.failAddChain({ code: -32602, message: 'Invalid rpcUrls' })
      // wagmi's official connectors report this as a user rejection.
      expect(
        await failure(switchChain(config, { chainId: 13_371 })),
      ).toBeInstanceOf(AddChainError)
      wallet.control.failAddChain(false)
      wallet.control.rejectNext({ method: 'wallet_addEthereumChain' })
      expect(
        await failure(switchChain(config, { chainId: 13_371 })),
      ).toBeInstanceOf(UserRejectedRequestError)
      await switchChain(config, { chainId: 13_371 })
      expect(getWalletConnection(config).chain?.id).toBe(13_371)
    })
  },
)

describe('without a wallet', () => {
  test('switching selects the chain the app reads from; no wallet is asked', async () => {
    const latch = createTestConfig(devnet)
    await switchWalletChain(latch, { chainId: 13_371 })
    expect(latch.state.chainId).toBe(13_371)
    expect(
      await failure(switchWalletChain(latch, { chainId: 31_337 })),
    ).toBeInstanceOf(ChainNotConfiguredError)
  })
})
