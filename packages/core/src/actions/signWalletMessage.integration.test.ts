import {
  createDevWallet,
  devAccount,
  type FaultyNode,
  installEthereum,
  startFaultyNode,
} from '@latch/devnet'
import {
  createTestConfig,
  startTestDevnet,
  type TestDevnet,
} from '@latch/testing'
import type { Chain, EIP1193Parameters, Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { NetworkUnavailableError } from '../errors/network.ts'
import { connectWallet } from './connectWallet.ts'
import { signWalletMessage } from './signWalletMessage.ts'

// A signature that does not recover to the account (as a smart account's
// does not) is checked on chain. The node the app reads from sits behind the
// faulty node: an outage must not read as "does not verify".

let devnet: TestDevnet
let node: FaultyNode
const cleanups: (() => void)[] = []

beforeAll(async () => {
  devnet = await startTestDevnet()
  node = await startFaultyNode({
    target: devnet.anvils[0].rpcUrl,
    // The test page's own origin, as `npm start` lets its page in.
    origins: [location.origin],
  })
})
afterAll(async () => {
  await node?.stop()
  await devnet?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  node.setMode({ http: 'ok' })
  localStorage.clear()
})

/**
 * The Dev wallet as `window.ethereum`, except that it answers `personal_sign`
 * with another key's signature: a real EIP-1193 provider, one the account's
 * own key did not sign for.
 */
async function connectedWithForeignSigner() {
  const wallet = createDevWallet({
    chains: [devnet.walletChains[0]],
    info: { name: 'Test Wallet', rdns: 'dev.latch.test' },
  })
  const other = devAccount(1)
  const provider = new Proxy(wallet.provider, {
    get(target, key, receiver) {
      if (key === 'request')
        return async (args: EIP1193Parameters) => {
          if (args.method !== 'personal_sign')
            return target.request(args as never)
          const [raw] = args.params as [Hex]
          return other.signMessage({ message: { raw } })
        }
      const value = Reflect.get(target, key, receiver)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  installEthereum({ provider }, window)
  cleanups.push(() => {
    delete (window as { ethereum?: unknown }).ethereum
  })
  const [first, second] = devnet.chains
  const chains: readonly [Chain, Chain] = [
    { ...first, rpcUrls: { default: { http: [node.httpUrl] } } },
    second,
  ]
  const latch = createTestConfig(devnet, { chains })
  await connectWallet(latch, {
    connectorId: 'injected',
  })
  return latch
}

describe('signWalletMessage: checking a signature on chain', () => {
  test('the node answers: a foreign signature does not verify', async () => {
    const config = await connectedWithForeignSigner()
    const before = node.counts.http
    const result = await signWalletMessage(config, { message: 'hello' })
    expect(result.valid).toBe(false)
    expect(result.verifyError).toBeUndefined()
    expect(result.signature).toMatch(/^0x[0-9a-f]{130}$/)
    // It was asked: the answer is the chain's, not a guess.
    expect(node.counts.http).toBeGreaterThan(before)
  })

  test.each(['down', 'error'] as const)(
    'every node %s: the network is unavailable, not "does not verify"; the signature is kept',
    async (mode) => {
      const config = await connectedWithForeignSigner()
      node.setMode({ http: mode })
      const result = await signWalletMessage(config, { message: 'hello' })
      expect(result.valid).toBeUndefined()
      expect(result.signature).toMatch(/^0x[0-9a-f]{130}$/)
      expect(result.verifyError).toBeInstanceOf(NetworkUnavailableError)
      expect(result.verifyError?.shortMessage).toMatchInlineSnapshot(
        `"Latch Devnet cannot be reached right now."`,
      )
      expect(result.verifyError?.chain?.id).toBe(devnet.chains[0].id)
    },
  )
})
