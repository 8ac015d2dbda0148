import {
  announceProvider,
  createDevWallet,
  type DevWallet,
  installEthereum,
} from '@latch/devnet'
import {
  createTestConfig,
  startTestDevnet,
  type TestDevnet,
} from '@latch/testing'
import type { EIP1193Provider } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { connectWallet } from '../actions/connectWallet.ts'
import { disconnectWallet } from '../actions/disconnectWallet.ts'
import { getWalletCallsMode } from '../transactions/getWalletCallsMode.ts'
import { getWalletCapabilities } from './getWalletCapabilities.ts'

// The wallet's capabilities as the dapp reads them: the Dev wallet's real
// answer, and the same wallet behind a provider that answers
// `wallet_getCapabilities` as a test scripts it (a wallet without the
// method, a hostile one). What the wallet is asked is counted at the page's
// side of the provider.

let devnet: TestDevnet
const cleanups: (() => void | Promise<void>)[] = []

beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(async () => {
  await devnet?.stop()
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A provider that answers `wallet_getCapabilities` as scripted, else as the wallet. */
function scripted(wallet: DevWallet) {
  const asked: unknown[] = []
  const script: { answer?: ((params: unknown) => unknown) | undefined } = {}
  const request: EIP1193Provider['request'] = async (args) => {
    if (args.method === 'wallet_getCapabilities') {
      asked.push(args.params)
      if (script.answer) return script.answer(args.params) as never
    }
    return wallet.provider.request(args as never) as never
  }
  const provider = new Proxy(wallet.provider, {
    get: (target, key) =>
      key === 'request'
        ? request
        : (Reflect.get(target, key, target)?.bind?.(target) ??
          Reflect.get(target, key, target)),
  })
  return { provider, asked, script }
}

async function setup(options: { calls?: 'atomic' | 'unsupported' } = {}) {
  const wallet = createDevWallet({
    chains: devnet.walletChains,
    calls: options.calls ?? 'atomic',
    persist: false,
  })
  const { provider, asked, script } = scripted(wallet)
  installEthereum({ provider }, window)
  cleanups.push(() => {
    wallet.control.reset()
    delete (window as { ethereum?: unknown }).ethereum
  })
  const latch = createTestConfig(devnet)
  const { account, chainId } = await connectWallet(latch, {
    connectorId: 'injected',
  })
  return { latch, wallet, asked, script, account, chainId }
}

const rpcError = (code: number, message: string) =>
  Object.assign(new Error(message), { code })

describe('the Dev wallet', () => {
  test("its capabilities on the connection's chain: atomic, asked as [account, [hex chain id]]", async () => {
    const { latch, asked, account, chainId } = await setup()
    expect(await getWalletCapabilities(latch)).toEqual({
      atomic: { status: 'ready' },
    })
    expect(asked).toEqual([[account, [`0x${chainId.toString(16)}`]]])
    expect(await getWalletCallsMode(latch)).toBe('atomic')
  })

  test('another chain is asked about by its id', async () => {
    const { latch, asked, account } = await setup()
    const other = devnet.chains[1].id
    expect(await getWalletCapabilities(latch, { chainId: other })).toEqual({
      atomic: { status: 'ready' },
    })
    expect(asked).toEqual([[account, [`0x${other.toString(16)}`]]])
  })

  test('a wallet without EIP-5792 (-32601) has no capabilities: {}, and batches go one by one', async () => {
    const { latch, asked } = await setup({ calls: 'unsupported' })
    expect(await getWalletCapabilities(latch)).toEqual({})
    expect(asked).toHaveLength(1)
    expect(await getWalletCallsMode(latch)).toBe('sequential')
  })
})

describe('kept per connection and chain', () => {
  test('concurrent callers share one request; a later one reads the kept answer', async () => {
    const { latch, asked } = await setup()
    const [a, b, c] = await Promise.all([
      getWalletCapabilities(latch),
      getWalletCapabilities(latch),
      getWalletCallsMode(latch),
    ])
    expect(a).toBe(b)
    expect(c).toBe('atomic')
    expect(await getWalletCapabilities(latch)).toBe(a)
    expect(asked).toHaveLength(1)
    // Another chain is another answer.
    await getWalletCapabilities(latch, { chainId: devnet.chains[1].id })
    expect(asked).toHaveLength(2)
  })

  test('a failure is not kept: asked again, the wallet answers', async () => {
    const { latch, asked, script } = await setup()
    script.answer = () => {
      throw rpcError(-32603, 'busy')
    }
    await expect(getWalletCapabilities(latch)).rejects.toMatchObject({
      name: 'InternalError',
    })
    script.answer = undefined
    expect(await getWalletCapabilities(latch)).toEqual({
      atomic: { status: 'ready' },
    })
    expect(asked).toHaveLength(2)
  })

  test('dropped when the account changes, and on disconnect', async () => {
    const { latch, wallet, asked, script } = await setup()
    await getWalletCapabilities(latch)
    wallet.control.switchAccount(1)
    await expect
      .poll(
        () => latch.state.connections.get(latch.state.current!)?.accounts[0],
      )
      .toBe(wallet.control.state().address)
    // The new account's answer differs: it is asked, not read from the first's.
    script.answer = () => ({ '0x0': { paymasterService: { supported: true } } })
    expect(await getWalletCapabilities(latch)).toEqual({
      paymasterService: { supported: true },
    })
    expect(asked).toHaveLength(2)

    wallet.control.switchAccount(0)
    await disconnectWallet(latch)
    await connectWallet(latch, { connectorId: 'injected' })
    script.answer = () => ({ '0x0': {} })
    expect(await getWalletCapabilities(latch)).toEqual({})
    expect(asked).toHaveLength(3)
  })

  test('dropped when another wallet becomes the connection', async () => {
    const { latch, asked } = await setup()
    await getWalletCapabilities(latch)
    const second = createDevWallet({
      chains: devnet.walletChains,
      persist: false,
      info: { name: 'Second', rdns: 'dev.latch.second' },
    })
    cleanups.push(announceProvider(second, window))
    await connectWallet(latch, { connectorId: 'dev.latch.second' })
    expect(await getWalletCapabilities(latch)).toEqual({
      atomic: { status: 'ready' },
    })
    expect(
      second.control.requests({ method: 'wallet_getCapabilities' }),
    ).toHaveLength(1)
    // Back to the first wallet (the second one leaves): asked again.
    await disconnectWallet(latch)
    expect(latch.state.status).toBe('connected')
    await getWalletCapabilities(latch)
    expect(asked).toHaveLength(2)
  })

  test('without a connection: DisconnectedError, the wallet not asked', async () => {
    const { latch, asked } = await setup()
    await disconnectWallet(latch)
    await expect(getWalletCapabilities(latch)).rejects.toMatchObject({
      name: 'DisconnectedError',
    })
    expect(asked).toHaveLength(0)
  })
})

describe('a hostile or odd wallet', () => {
  test.each([
    ['an array', () => [{ atomic: { status: 'supported' } }]],
    ['a string', () => 'supported'],
    ['decimal chain ids', () => ({ '13370': { atomic: { status: 'ready' } } })],
    ["a chain's entry that is not an object", () => ({ '0x0': [true] })],
    [
      'a getter that throws',
      () => ({
        get '0x0'() {
          throw new Error('boom')
        },
      }),
    ],
  ])(
    'answers %s: InvalidWalletCapabilitiesError, not kept, batches go one by one',
    async (_, answer) => {
      const { latch, asked, script } = await setup()
      script.answer = answer
      await expect(getWalletCapabilities(latch)).rejects.toMatchObject({
        name: 'InvalidWalletCapabilitiesError',
      })
      expect(await getWalletCallsMode(latch)).toBe('sequential')
      expect(asked).toHaveLength(2)
    },
  )

  test('known capabilities of the wrong shape are left out, unknown ones kept; the chain over 0x0', async () => {
    const { latch, script, chainId } = await setup()
    // As a wallet's JSON arrives: `__proto__` and `constructor` as own keys.
    script.answer = () =>
      JSON.parse(`{
        "0x0": {
          "paymasterService": { "supported": true },
          "auxiliaryFunds": { "supported": true },
          "flowControl": { "supported": true, "__proto__": { "polluted": 1 } },
          "constructor": { "prototype": { "polluted": 1 } }
        },
        "0x${chainId.toString(16)}": {
          "atomic": { "status": "always" },
          "auxiliaryFunds": { "supported": "yes" },
          "paymasterService": { "supported": false },
          "permissions": { "supported": true, "signerTypes": ["keys"] }
        }
      }`)
    const capabilities = await getWalletCapabilities(latch)
    expect(capabilities).toEqual({
      paymasterService: { supported: false },
      auxiliaryFunds: { supported: true },
      flowControl: { supported: true },
      permissions: { supported: true, signerTypes: ['keys'] },
    })
    expect(Object.getPrototypeOf(capabilities.flowControl)).toBe(
      Object.prototype,
    )
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
    expect(await getWalletCallsMode(latch)).toBe('sequential')
  })

  test('a wallet that does not know the method (4200) has none; a refusal (4001) is typed and not kept', async () => {
    const { latch, script, asked } = await setup()
    script.answer = () => {
      throw rpcError(4001, 'User rejected the request.')
    }
    await expect(getWalletCapabilities(latch)).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
    })
    script.answer = () => {
      throw rpcError(4200, 'Unsupported method')
    }
    expect(await getWalletCapabilities(latch)).toEqual({})
    expect(asked).toHaveLength(2)
  })
})
