import { createDevWallet, devnetContracts } from '@latch/devnet'
import {
  createTestConfig,
  type MainnetStandIn,
  presentWallet,
  startMainnetStandIn,
  startTestDevnet,
  type TestDevnet,
  type WalletPresentation,
} from '@latch/testing'
import { createConfig, http } from '@wagmi/core'
import { base, sepolia } from 'viem/chains'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { AddressRequiredError, MessageRequiredError } from '../errors/guards.ts'
import {
  UnsupportedMethodError,
  UserRejectedRequestError,
} from '../errors/provider.ts'
import { connectWallet } from './connectWallet.ts'
import { getAccountName } from './getAccountName.ts'
import { signWalletMessage } from './signWalletMessage.ts'
import { watchWalletAsset } from './watchWalletAsset.ts'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const carol = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

let devnet: TestDevnet
let mainnet: MainnetStandIn
const cleanups: (() => void)[] = []

beforeAll(async () => {
  // One after the other: each swaps the page's fetch while its nodes start.
  devnet = await startTestDevnet()
  mainnet = await startMainnetStandIn()
})
afterAll(() => Promise.all([devnet?.stop(), mainnet?.anvil.stop()]))
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  localStorage.clear()
})

const connectorIds: Record<WalletPresentation, string> = {
  ethereum: 'injected',
  eip6963: 'dev.latch.test',
  coinbase: 'coinbaseWalletSDK',
}

async function connected(presentation: WalletPresentation) {
  const wallet = createDevWallet({
    chains: [
      ...devnet.walletChains,
      // A chain Latch does not offer, for the unsupported case.
      { id: 31_337, name: 'Elsewhere', rpcUrl: devnet.anvils[1].rpcUrl },
    ],
    info: { name: 'Test Wallet', rdns: 'dev.latch.test' },
  })
  cleanups.push(presentWallet(wallet, presentation))
  const latch = createTestConfig(devnet)
  await connectWallet(latch, {
    connectorId: connectorIds[presentation],
  })
  wallet.control.clearRequests()
  return { wallet, config: latch }
}

async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (error: unknown) => error as Error & { shortMessage: string },
  )
}

describe.each(['ethereum', 'coinbase'] as const)(
  'signing a message through %s (seed §1, §5, §8)',
  (presentation) => {
    test('the wallet signs (personal_sign); the signature verifies on the current chain', async () => {
      const { wallet, config } = await connected(presentation)
      const result = await signWalletMessage(config, {
        message: 'Sign in to Latch',
      })
      expect(result).toMatchObject({ address: alice, valid: true })
      expect(result.signature).toMatch(/^0x[0-9a-f]{130}$/)
      expect(wallet.control.requests({ method: 'personal_sign' })).toEqual([
        {
          method: 'personal_sign',
          params: ['0x5369676e20696e20746f204c61746368', alice],
        },
      ])
    })

    test('on a chain Latch does not offer, the signature is still checked', async () => {
      const { wallet, config } = await connected(presentation)
      wallet.control.switchChain(31_337)
      const result = await signWalletMessage(config, { message: 'hello' })
      expect(result.valid).toBe(true)
    })

    test('signing without a message: message is required, and the wallet is not asked', async () => {
      const { wallet, config } = await connected(presentation)
      for (const message of [undefined, '']) {
        const error = await failure(signWalletMessage(config, { message }))
        expect(error).toBeInstanceOf(MessageRequiredError)
        expect(error.shortMessage).toMatchInlineSnapshot(
          `"A message is required: enter the text to sign."`,
        )
      }
      expect(wallet.control.requests()).toEqual([])
    })

    test('the visitor declines: user-rejected', async () => {
      const { wallet, config } = await connected(presentation)
      wallet.control.rejectNext({ method: 'personal_sign' })
      expect(
        await failure(signWalletMessage(config, { message: 'hi' })),
      ).toBeInstanceOf(UserRejectedRequestError)
    })
  },
)

describe.each(['ethereum', 'coinbase'] as const)(
  'watching an asset through %s (seed §7, §9)',
  (presentation) => {
    const token = devnetContracts.demoToken

    test('wallet_watchAsset, type ERC20, decimals 18 unless given', async () => {
      const { wallet, config } = await connected(presentation)
      expect(
        await watchWalletAsset(config, {
          address: token,
          symbol: 'LATCH',
          image: 'https://latch.invalid/latch.svg',
        }),
      ).toBe(true)
      expect(
        await watchWalletAsset(config, {
          address: token,
          symbol: 'USDL',
          decimals: 6,
        }),
      ).toBe(true)
      expect(wallet.control.requests({ method: 'wallet_watchAsset' })).toEqual([
        {
          method: 'wallet_watchAsset',
          params: {
            type: 'ERC20',
            options: {
              address: token,
              symbol: 'LATCH',
              decimals: 18,
              image: 'https://latch.invalid/latch.svg',
            },
          },
        },
        {
          method: 'wallet_watchAsset',
          params: {
            type: 'ERC20',
            options: { address: token, symbol: 'USDL', decimals: 6 },
          },
        },
      ])
    })

    test('declined, or not supported by the wallet: classified', async () => {
      const { wallet, config } = await connected(presentation)
      wallet.control.rejectNext({ method: 'wallet_watchAsset' })
      expect(
        await failure(
          watchWalletAsset(config, { address: token, symbol: 'LATCH' }),
        ),
      ).toBeInstanceOf(UserRejectedRequestError)
      wallet.control.rejectNext({ method: 'wallet_watchAsset', code: 4200 })
      const error = await failure(
        watchWalletAsset(config, { address: token, symbol: 'LATCH' }),
      )
      expect(error).toBeInstanceOf(UnsupportedMethodError)
      expect(error.shortMessage).toMatchInlineSnapshot(
        `"Your wallet does not support this request."`,
      )
    })
  },
)

describe('name lookup (seed §4, §5, §7)', () => {
  test('on the devnet: its own ENS deployment', async () => {
    const config = createTestConfig(devnet)
    expect(
      await getAccountName(config, { address: alice, chainId: 13_370 }),
    ).toBe('alice.eth')
    expect(
      await getAccountName(config, { address: bob, chainId: 13_370 }),
    ).toBe('bob.eth')
    expect(
      await getAccountName(config, { address: carol, chainId: 13_370 }),
    ).toBeNull()
    // The app's current chain by default.
    expect(await getAccountName(config, { address: alice })).toBe('alice.eth')
  })

  test('on a public network: on Ethereum mainnet, ENS’s home', async () => {
    // Base and Sepolia are unreachable here: only mainnet (the stand-in,
    // chain id 1, with ENS) can answer.
    const nowhere = http('http://127.0.0.1:9')
    const config = createConfig({
      chains: [mainnet.chain, base, sepolia],
      transports: {
        [mainnet.chain.id]: http(),
        [base.id]: nowhere,
        [sepolia.id]: nowhere,
      },
      storage: null,
      multiInjectedProviderDiscovery: false,
    })
    for (const chainId of [base.id, sepolia.id, mainnet.chain.id])
      expect(await getAccountName(config, { address: alice, chainId })).toBe(
        'alice.eth',
      )
  })

  test('without an address: address is required', async () => {
    const config = createTestConfig(devnet)
    const error = await failure(
      getAccountName(config, { address: undefined, chainId: 13_370 }),
    )
    expect(error).toBeInstanceOf(AddressRequiredError)
    expect(error.shortMessage).toMatchInlineSnapshot(
      `"An address is required to look up its name."`,
    )
  })
})
