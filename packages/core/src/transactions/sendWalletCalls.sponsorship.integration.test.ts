import { createDevWallet, installEthereum } from '@latch/devnet'
import {
  createTestConfig,
  startTestDevnet,
  type TestDevnet,
} from '@latch/testing'
import type { Address, EIP1193Provider } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { connectWallet } from '../actions/connectWallet.ts'
import { getSponsorship } from '../capabilities/getSponsorship.ts'
import type { PaymasterService } from '../capabilities/resolveSponsorship.ts'
import { getRecentTransactions } from './getRecentTransactions.ts'
import { sendWalletCalls } from './sendWalletCalls.ts'

// Who pays the gas, as the dapp decides it: the Dev wallet (a real key, on
// anvil), which takes EIP-5792 batches and honours no capability (a
// non-optional one is refused with 5700, an optional one sent without), is
// made to report ERC-7677's `paymasterService` by a provider in front of it
// where a test says so. What Latch sends the wallet is read from the
// wallet's own log; the paymaster's URL is never reached by this wallet.

let devnet: TestDevnet
const cleanups: (() => void | Promise<void>)[] = []
const bob: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const calls = [
  { to: bob, value: 1n },
  { to: bob, value: 2n },
]
const paymasterUrl = 'http://127.0.0.1:9/paymaster'

beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(async () => {
  await devnet?.stop()
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  localStorage.clear()
})

async function setup(
  options: {
    paymaster?: string | PaymasterService
    /** The wallet reports `paymasterService` as supported on every chain. */
    supported?: boolean
  } = {},
) {
  const wallet = createDevWallet({
    chains: [devnet.walletChains[0]],
    calls: 'atomic',
    persist: false,
  })
  const request: EIP1193Provider['request'] = async (args) => {
    const answer = await wallet.provider.request(args as never)
    if (args.method !== 'wallet_getCapabilities' || !options.supported)
      return answer as never
    return {
      ...(answer as object),
      '0x0': { paymasterService: { supported: true } },
    } as never
  }
  const provider = new Proxy(wallet.provider, {
    get: (target, key) =>
      key === 'request'
        ? request
        : (Reflect.get(target, key, target)?.bind?.(target) ??
          Reflect.get(target, key, target)),
  })
  installEthereum({ provider }, window)
  cleanups.push(() => {
    wallet.control.reset()
    delete (window as { ethereum?: unknown }).ethereum
  })
  const chainId = devnet.chains[0].id
  const latch = createTestConfig(devnet, {
    storage: localStorage,
    ...(options.paymaster
      ? { paymasters: { [chainId]: options.paymaster } }
      : {}),
  })
  await connectWallet(latch, { connectorId: 'injected' })
  /** What the wallet was asked to send, by `wallet_sendCalls` and `eth_sendTransaction`. */
  const sent = () =>
    wallet.control
      .requests({ method: ['wallet_sendCalls', 'eth_sendTransaction'] })
      .map(({ method, params }) => ({
        method,
        capabilities: (params as [{ capabilities?: unknown }])[0].capabilities,
      }))
  return { latch, control: wallet.control, sent }
}

describe('a paymaster named, a wallet that supports it', () => {
  test("the config's paymaster is sent as the paymasterService capability; the batch and its list item are sponsored", async () => {
    const { latch, sent } = await setup({
      paymaster: paymasterUrl,
      supported: true,
    })
    expect(await getSponsorship(latch)).toEqual({ sponsored: true })
    const result = await sendWalletCalls(latch, {
      calls,
      description: 'Two transfers',
    })
    expect(result).toMatchObject({ sponsored: true, mode: 'atomic' })
    expect(sent()).toEqual([
      {
        method: 'wallet_sendCalls',
        capabilities: {
          paymasterService: { url: paymasterUrl, optional: true },
        },
      },
    ])
    expect(getRecentTransactions(latch)).toEqual([
      expect.objectContaining({ id: result.id, sponsored: true }),
    ])
  })

  test("a call's paymaster (with its context) is sent over the config's; 'required' makes it non-optional", async () => {
    const { latch, sent, control } = await setup({
      paymaster: { url: paymasterUrl, context: { policy: 'config' } },
      supported: true,
    })
    const paymaster = {
      url: 'https://127.0.0.1:8/rpc?key=public',
      context: { policy: 'call', sponsorshipPolicyId: 'sp_1' },
    }
    await sendWalletCalls(latch, {
      calls,
      description: 'Two transfers',
      paymaster,
    })
    // The Dev wallet honours no capability: a required one is refused
    // (EIP-5792's 5700), and that is a sponsorship unavailable, nothing listed.
    const required = sendWalletCalls(latch, {
      calls,
      description: 'Required',
      paymaster,
      sponsorship: 'required',
    })
    await expect(required).rejects.toMatchObject({
      name: 'SponsorshipUnavailableError',
      reason: 'unsupported',
    })
    expect(sent().map((x) => x.capabilities)).toEqual([
      { paymasterService: { ...paymaster, optional: true } },
      { paymasterService: { ...paymaster, optional: false } },
    ])
    expect(control.requests({ method: 'eth_sendTransaction' })).toEqual([])
    expect(getRecentTransactions(latch).map((x) => x.description)).toEqual([
      'Two transfers',
    ])
  })

  test('paymaster: false sends unsponsored, without the capability', async () => {
    const { latch, sent } = await setup({
      paymaster: paymasterUrl,
      supported: true,
    })
    expect(await getSponsorship(latch, { paymaster: false })).toEqual({
      sponsored: false,
      reason: 'no-paymaster',
    })
    const result = await sendWalletCalls(latch, {
      calls,
      description: 'Unsponsored',
      paymaster: false,
    })
    expect(result.sponsored).toBe(false)
    expect(sent()).toEqual([
      { method: 'wallet_sendCalls', capabilities: undefined },
    ])
    expect(getRecentTransactions(latch)[0]).not.toHaveProperty('sponsored')
  })

  test("the paymaster refuses (5800) or fails: SponsorshipFailedError with the wallet's error, nothing sent another way, nothing listed; a refusal in the wallet stays a refusal", async () => {
    const { latch, control, sent } = await setup({
      paymaster: paymasterUrl,
      supported: true,
    })
    control.rejectNext({
      method: 'wallet_sendCalls',
      code: 5800,
      message: 'The paymaster service refused to sponsor this.',
    })
    const failure = await sendWalletCalls(latch, {
      calls,
      description: 'Refused',
    }).catch((error: unknown) => error)
    expect(failure).toMatchObject({ name: 'SponsorshipFailedError' })
    expect((failure as Error).message).toMatchInlineSnapshot(`
      "The app could not pay the gas for this: nothing sent.

      Details: The paymaster service refused to sponsor this."
    `)
    expect(
      (failure as { walk: (fn: (e: unknown) => boolean) => unknown }).walk(
        (e) => (e as { code?: unknown }).code === 5800,
      ),
    ).toBeTruthy()
    control.rejectNext({ method: 'wallet_sendCalls' })
    await expect(
      sendWalletCalls(latch, { calls, description: 'Rejected' }),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    // viem's fallback (one eth_sendTransaction a call) never ran.
    expect(sent().map((x) => x.method)).toEqual([
      'wallet_sendCalls',
      'wallet_sendCalls',
    ])
    expect(getRecentTransactions(latch)).toEqual([])
  })
})

describe('a wallet without paymasterService', () => {
  test("'optional' (the default): sent unsponsored, and said so before", async () => {
    const { latch, sent } = await setup({ paymaster: paymasterUrl })
    expect(await getSponsorship(latch)).toEqual({
      sponsored: false,
      reason: 'unsupported',
    })
    const result = await sendWalletCalls(latch, {
      calls,
      description: 'Unsponsored',
    })
    expect(result.sponsored).toBe(false)
    expect(sent()).toEqual([
      { method: 'wallet_sendCalls', capabilities: undefined },
    ])
    expect(getRecentTransactions(latch)[0]).not.toHaveProperty('sponsored')
  })

  test("'required': SponsorshipUnavailableError before the wallet is asked, nothing listed", async () => {
    const { latch, sent } = await setup({ paymaster: paymasterUrl })
    const failure = await sendWalletCalls(latch, {
      calls,
      description: 'Required',
      sponsorship: 'required',
    }).catch((error: unknown) => error)
    expect(failure).toMatchObject({
      name: 'SponsorshipUnavailableError',
      reason: 'unsupported',
    })
    expect((failure as Error).message).toMatchInlineSnapshot(`
      "The gas cannot be paid by the app with this wallet: nothing sent.

      Reason: unsupported
      Chain: 13370"
    `)
    expect(sent()).toEqual([])
    expect(getRecentTransactions(latch)).toEqual([])
  })

  test("no paymaster named: 'required' is unavailable (no-paymaster), the wallet not asked for its capabilities", async () => {
    const { latch, sent, control } = await setup()
    control.clearRequests()
    expect(await getSponsorship(latch)).toEqual({
      sponsored: false,
      reason: 'no-paymaster',
    })
    expect(control.requests({ method: 'wallet_getCapabilities' })).toEqual([])
    await expect(
      sendWalletCalls(latch, {
        calls,
        description: 'Required',
        sponsorship: 'required',
      }),
    ).rejects.toMatchObject({
      name: 'SponsorshipUnavailableError',
      reason: 'no-paymaster',
    })
    expect(sent()).toEqual([])
  })
})

test.each([
  ['not a URL', 'paymaster'],
  ['another scheme', 'ftp://127.0.0.1/paymaster'],
  ['a context that is not an object', { url: paymasterUrl, context: [1] }],
])(
  'a paymaster that is %s: InvalidPaymasterError, nothing sent',
  async (_, paymaster) => {
    const { latch, sent } = await setup({ supported: true })
    await expect(
      sendWalletCalls(latch, {
        calls,
        description: 'Bad',
        paymaster: paymaster as string,
      }),
    ).rejects.toMatchObject({ name: 'InvalidPaymasterError' })
    await expect(
      getSponsorship(latch, { paymaster: paymaster as string }),
    ).rejects.toMatchObject({ name: 'InvalidPaymasterError' })
    expect(sent()).toEqual([])
  },
)
