// A module graph of its own (`.fresh.`): Base Account's SDK not downloaded yet, and its popup's state (kept in
// its modules) its own.
import { createDevWallet, devAccount } from '@latch/devnet'
import {
  baseAccountWindow,
  installBaseAccountWindow,
  startTestDevnet,
  type TestDevnet,
} from '@latch/testing'
import { verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { connectWallet } from '../actions/connectWallet.ts'
import { disconnectWallet } from '../actions/disconnectWallet.ts'
import { prepareWallet } from '../actions/prepareWallet.ts'
import { signWalletMessage } from '../actions/signWalletMessage.ts'
import { createLatchConfig } from '../config/createLatchConfig.ts'
import { safeStorage } from '../config/safeStorage.ts'
import { baseAccount } from './baseAccount.ts'

// The real @base-org/account SDK (through wagmi's baseAccount connector and
// Latch's descriptor) runs; only the window it opens at keys.coinbase.com is
// a stand-in (`baseAccountWindow`): the page's side of the protocol, its
// handshake and encryption included, is the SDK's own. Behind the window,
// the Dev wallet approves and signs with a real key.

let devnet: TestDevnet
const cleanups: (() => void)[] = []

beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(async () => {
  await devnet?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  localStorage.clear()
})

const appIcon = 'https://latch.example/icon.png'
// keys.coinbase.com keeps its side's keys between openings (and the SDK its
// own, in the page): one store for every window of this file's tests.
let windowKeys: CryptoKeyPair | undefined
const keys = {
  load: async () => windowKeys,
  save: async (pair: CryptoKeyPair) => {
    windowKeys = pair
  },
}
const id = baseAccount().id

function setup({
  signInWithEthereum = true,
  wallet: descriptor = baseAccount(),
}: {
  signInWithEthereum?: boolean
  wallet?: ReturnType<typeof baseAccount>
} = {}) {
  const wallet = createDevWallet({
    chains: [...devnet.walletChains],
    info: { name: 'Base Account stand-in', rdns: 'dev.latch.base' },
  })
  const standIn = baseAccountWindow({
    wallet: wallet.provider,
    chains: devnet.walletChains.map(({ id, rpcUrl }) => ({ id, rpcUrl })),
    keys,
    signInWithEthereum,
  })
  // The task a click runs in: over once the next task starts.
  let clickTask = false
  const click = () => {
    clickTask = true
    setTimeout(() => {
      clickTask = false
    }, 0)
  }
  const window_ = installBaseAccountWindow(window, standIn, () => clickTask)
  cleanups.push(window_.restore)
  const latch = createLatchConfig({
    appName: 'Latch',
    appIcon,
    chains: devnet.chains,
    wallets: [descriptor],
    storage: safeStorage(() => window.localStorage),
  })
  cleanups.push(() => {
    if (latch.state.status === 'connected') void disconnectWallet(latch)
  })
  return { latch, standIn, opened: window_.opened, click }
}

describe('baseAccount(): the SDK at its provider boundary', () => {
  // First: the SDK's module is not loaded yet (each test file loads its
  // own modules), as on a page before the dialog opens.
  test('without the preparation, the window opens only after the SDK has downloaded, in a later task: what Safari blocks', async () => {
    const { latch, opened, click } = setup()
    click()
    await connectWallet(latch, { connectorId: id })
    expect(opened.map((x) => x.inTask)).toEqual([false])
  })

  test('prepared as the connect dialog does, a click opens keys.coinbase.com in its own task and connects the account; the SDK is told the app’s name and icon, telemetry off, and writes no script', async () => {
    const { latch, standIn, opened, click } = setup()
    const scripts = document.scripts.length
    await prepareWallet(latch, id)
    // Prepared: nothing opened, nothing asked yet.
    expect(opened).toEqual([])
    expect(standIn.requests).toEqual([])

    click()
    const connected = await connectWallet(latch, { connectorId: id })
    expect(connected).toEqual({
      account: devAccount(0).address,
      accounts: [devAccount(0).address],
      chainId: devnet.chains[0].id,
    })
    expect(opened).toHaveLength(1)
    expect(opened[0]!.inTask).toBe(true)
    const url = new URL(opened[0]!.url)
    expect(url.origin + url.pathname).toBe('https://keys.coinbase.com/connect')
    expect(url.searchParams.get('origin')).toBe(window.location.origin)
    expect(standIn.configs[0]).toMatchObject({
      sdkName: '@base-org/account',
      metadata: {
        appName: 'Latch',
        appLogoUrl: appIcon,
        appChainIds: latch.chains.map((x) => x.id),
      },
      preference: { telemetry: false },
    })
    expect(standIn.requests.map((x) => x.method)).toEqual(['wallet_connect'])
    // Telemetry on would have written its inline script into the page.
    expect(document.scripts.length).toBe(scripts)
    expect(latch.state.status).toBe('connected')
  })

  test('a message is signed in a window opened by the click, with the account’s own key; a disconnect removes what the SDK stored', async () => {
    const { latch, standIn, opened, click } = setup()
    await prepareWallet(latch, id)
    click()
    const { account } = await connectWallet(latch, { connectorId: id })
    // The SDK keeps the session (the account among it) in the page.
    expect(localStorage.getItem('base-acc-sdk.store')?.toLowerCase()).toContain(
      account.toLowerCase(),
    )

    click()
    const signed = await signWalletMessage(latch, { message: 'Latch' })
    expect(opened.map((x) => x.inTask)).toEqual([true, true])
    expect(standIn.requests.map((x) => x.method)).toEqual([
      'wallet_connect',
      'personal_sign',
    ])
    expect(signed.address).toBe(account)
    expect(
      await verifyMessage({
        address: account,
        message: 'Latch',
        signature: signed.signature,
      }),
    ).toBe(true)

    await disconnectWallet(latch)
    expect(latch.state.status).toBe('disconnected')
    expect(localStorage.getItem('base-acc-sdk.store')).toBeNull()
  })
})

describe('baseAccount(): signing in as it connects (`signIn`)', () => {
  const signIn = {
    nonce: 'b8f3c2a1d4e5f60718293a4b5c6d7e8f',
    domain: 'latch.example',
    uri: 'https://latch.example',
    statement: 'Sign in to Latch.',
  }

  test('one window: the account connects and signs the EIP-4361 message it was asked for, with its own key', async () => {
    const { latch, standIn, opened, click } = setup()
    await prepareWallet(latch, id)
    click()
    const connected = await connectWallet(latch, { connectorId: id, signIn })
    expect(opened).toHaveLength(1)
    expect(standIn.requests.map((x) => x.method)).toEqual(['wallet_connect'])
    const [request] = standIn.requests[0]!.params as [
      { capabilities?: Record<string, unknown> },
    ]
    expect(request.capabilities?.signInWithEthereum).toEqual({
      ...signIn,
      chainId: `0x${devnet.chains[0].id.toString(16)}`,
      version: '1',
    })
    const { account } = connected
    expect(latch.state.status).toBe('connected')
    expect(parseSiweMessage(connected.signIn!.message)).toMatchObject({
      address: account,
      chainId: devnet.chains[0].id,
      ...signIn,
      version: '1',
    })
    expect(
      await verifyMessage({
        address: account,
        message: connected.signIn!.message,
        signature: connected.signIn!.signature,
      }),
    ).toBe(true)
  })

  test('a window that skips the capability: connected, without a sign-in', async () => {
    const { latch, click } = setup({ signInWithEthereum: false })
    click()
    const connected = await connectWallet(latch, { connectorId: id, signIn })
    expect(connected.account).toBe(devAccount(0).address)
    expect(connected.signIn).toBeUndefined()
    expect(latch.state.status).toBe('connected')
  })

  test('a wallet whose descriptor does not say it can: asked to connect only', async () => {
    const { latch, standIn, click } = setup({
      wallet: { ...baseAccount(), signInOnConnect: false },
    })
    click()
    const connected = await connectWallet(latch, { connectorId: id, signIn })
    expect(connected.signIn).toBeUndefined()
    const [request] = standIn.requests[0]!.params as [
      { capabilities?: Record<string, unknown> },
    ]
    expect(request.capabilities).toEqual({})
  })
})
