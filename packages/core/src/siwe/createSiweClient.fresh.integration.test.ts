// A module graph of its own (`.fresh.`): Base Account's SDK not downloaded yet, and its popup's state (kept in
// its modules) its own.
import {
  baseAccount,
  connectWallet,
  createLatchConfig,
  disconnectWallet,
  type LatchConfig,
  safeStorage,
} from '@latch/core'
import {
  createSiweClient,
  type SiweBackend,
  type SiweClient,
} from '@latch/core/siwe'
import { createDevWallet, type DevWallet, devAccount } from '@latch/devnet'
import {
  baseAccountWindow,
  createTestConfig,
  installBaseAccountWindow,
  presentWallet,
  startTestDevnet,
  type TestDevnet,
} from '@latch/testing'
import { type Address, type Chain, createPublicClient, http } from 'viem'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'

// The client with a backend of the dapp's own (the functions), the Dev
// wallet signing with its real key, the signatures verified on anvil. (The
// journeys in e2e/siwe.spec.ts run it against @latch/siwe's handlers.)
let devnet: TestDevnet
const cleanups: (() => void)[] = []

beforeAll(async () => {
  devnet = await startTestDevnet()
})
afterAll(() => devnet?.stop())
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

/**
 * A backend of the dapp's own (the `siwe` option's functions): single-use
 * nonces, the message's domain and nonce checked, the signature verified on
 * anvil with viem, one session.
 */
function ownBackend(chain: Chain): SiweBackend & { session: () => unknown } {
  const client = createPublicClient({ chain, transport: http() })
  const nonces = new Set<string>()
  let session: { address: Address; chainId: number } | null = null
  return {
    session: () => session,
    async getNonce() {
      const nonce = generateNonce()
      nonces.add(nonce)
      return nonce
    },
    async verify({ message, signature }) {
      const fields = parseSiweMessage(message)
      if (!fields.nonce || !nonces.delete(fields.nonce))
        throw new Error('unknown nonce')
      const valid = await verifySiweMessage(client, {
        message,
        signature,
        domain: location.host,
      })
      if (!valid || !fields.address || !fields.chainId)
        throw new Error('invalid')
      session = { address: fields.address, chainId: fields.chainId }
      return session
    },
    async getSession() {
      return session
    },
    async signOut() {
      session = null
    },
  }
}

function generateNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (x) => x.toString(16).padStart(2, '0')).join('')
}

async function until(check: () => boolean, timeout = 5_000) {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > timeout)
      throw new Error(`not within ${timeout} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

async function signedIn(options: { signOutOnChainChange?: boolean } = {}) {
  const wallet: DevWallet = createDevWallet({
    chains: devnet.walletChains,
    accountCount: 2,
  })
  cleanups.push(presentWallet(wallet, 'ethereum'))
  const config: LatchConfig = createTestConfig(devnet)
  const backend = ownBackend(devnet.chains[0])
  await connectWallet(config, { connectorId: 'injected' })
  const client: SiweClient = createSiweClient(config, {
    ...backend,
    ...options,
  })
  cleanups.push(client.stop)
  await until(() => client.getState().checked)
  await client.signIn()
  expect(client.getState()).toMatchObject({
    status: 'authenticated',
    error: undefined,
  })
  expect(await backend.getSession()).toMatchObject({
    chainId: devnet.chains[0].id,
  })
  return { wallet, config, client, backend }
}

test('signed in; another account in the wallet signs out, on the server too', async () => {
  const { wallet, client, backend } = await signedIn()
  wallet.control.switchAccount(1)
  await until(() => client.getState().status === 'unauthenticated')
  await until(() => backend.session() === null)
})

test('another chain signs out by default, and not with signOutOnChainChange: false', async () => {
  const first = await signedIn()
  first.wallet.control.switchChain(devnet.chains[1].id)
  await until(() => first.client.getState().status === 'unauthenticated')
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()

  const kept = await signedIn({ signOutOnChainChange: false })
  kept.wallet.control.switchChain(devnet.chains[1].id)
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(kept.client.getState().status).toBe('authenticated')
})

test('a new client (a reload) reads the session: signed in without a second signature', async () => {
  const { wallet, config, client, backend } = await signedIn()
  client.stop()
  wallet.control.clearRequests()
  const reloaded = createSiweClient(config, backend)
  cleanups.push(reloaded.stop)
  await until(() => reloaded.getState().checked)
  expect(reloaded.getState().status).toBe('authenticated')
  expect(wallet.control.requests({ method: ['personal_sign'] })).toEqual([])
})

test('a dismissed prompt: unauthenticated with the wallet’s error; a refusal by the backend: a SignInError', async () => {
  const { wallet, client } = await signedIn()
  await client.signOut()
  wallet.control.rejectNext({ method: 'personal_sign' })
  await client.signIn()
  expect(client.getState()).toMatchObject({
    status: 'unauthenticated',
    error: { name: 'UserRejectedRequestError' },
  })
  await client.signIn()
  expect(client.getState().status).toBe('authenticated')
  const config = createTestConfig(devnet)
  await connectWallet(config, { connectorId: 'injected' })
  const other = createSiweClient(config, {
    getNonce: async () => 'a1b2c3d4e5f6a7b8',
    verify: async () => {
      throw new Error('422')
    },
    getSession: async () => null,
    signOut: async () => {},
  })
  cleanups.push(other.stop)
  await until(() => other.getState().checked)
  await other.signIn()
  expect(other.getState()).toMatchObject({
    status: 'unauthenticated',
    error: { name: 'SignInError', operation: 'verify' },
  })
})

// keys.coinbase.com keeps its side's keys between openings, and the SDK its
// own in the page: one store for every window of this file's tests.
let windowKeys: CryptoKeyPair | undefined
const keys = {
  load: async () => windowKeys,
  save: async (pair: CryptoKeyPair) => {
    windowKeys = pair
  },
}

/**
 * Base Account (the real SDK; its window a stand-in whose wallet signs with
 * a real key), a backend counting the nonces it gives, and the client.
 */
async function baseAccountPage(
  options: { signInOnConnect?: boolean; windowSignsIn?: boolean } = {},
) {
  const wallet = createDevWallet({
    chains: [...devnet.walletChains],
    info: { name: 'Base Account stand-in', rdns: 'dev.latch.base' },
  })
  const standIn = baseAccountWindow({
    wallet: wallet.provider,
    chains: devnet.walletChains.map(({ id, rpcUrl }) => ({ id, rpcUrl })),
    signInWithEthereum: options.windowSignsIn ?? true,
    keys,
  })
  const window_ = installBaseAccountWindow(window, standIn)
  cleanups.push(window_.restore, () => {
    if (config.state.status === 'connected') void disconnectWallet(config)
  })
  const config = createLatchConfig({
    appName: 'Latch',
    chains: devnet.chains,
    wallets: [baseAccount()],
    storage: safeStorage(() => window.localStorage),
  })
  const backend = ownBackend(devnet.chains[0])
  let nonces = 0
  const getNonce = backend.getNonce
  backend.getNonce = () => {
    nonces++
    return getNonce()
  }
  const client = createSiweClient(config, {
    ...backend,
    signInOnConnect: options.signInOnConnect,
  })
  cleanups.push(client.stop)
  await until(() => client.getState().checked)
  /** Connects as `useConnectWallet` does. */
  const connect = async () => {
    const signIn = client.connectSignIn('baseAccount')
    try {
      const result = await connectWallet(config, {
        connectorId: 'baseAccount',
        signIn: signIn?.request,
      })
      await signIn?.complete(result.signIn)
      return { signIn, result }
    } catch (error) {
      signIn?.cancel()
      throw error
    }
  }
  return {
    config,
    client,
    backend,
    standIn,
    opened: window_.opened,
    wallet,
    connect,
    nonces: () => nonces,
  }
}

test('signInOnConnect: the nonce is fetched before the click; Base Account connects and signs in with one window; the backend verifies it on anvil: authenticated at once', async () => {
  const page = await baseAccountPage({ signInOnConnect: true })
  await until(() => page.nonces() === 1)
  const { signIn } = await page.connect()
  expect(signIn).toBeDefined()
  expect(page.opened).toHaveLength(1)
  expect(page.standIn.requests.map((x) => x.method)).toEqual(['wallet_connect'])
  const address = devAccount(0).address
  expect(page.client.getState()).toMatchObject({
    status: 'authenticated',
    address,
    chainId: devnet.chains[0].id,
    error: undefined,
    verifying: false,
  })
  expect(page.backend.session()).toEqual({
    address,
    chainId: devnet.chains[0].id,
  })
})

test('signInOnConnect, and a window that returns no signature: connected, and *Sign in* as usual, never a half state', async () => {
  const page = await baseAccountPage({
    signInOnConnect: true,
    windowSignsIn: false,
  })
  await until(() => page.nonces() === 1)
  await page.connect()
  expect(page.config.state.status).toBe('connected')
  expect(page.client.getState()).toMatchObject({
    status: 'unauthenticated',
    error: undefined,
    verifying: false,
  })
  expect(page.backend.session()).toBeNull()
  // The usual sign-in then works, in a second window.
  await page.client.signIn()
  expect(page.client.getState().status).toBe('authenticated')
  expect(page.opened).toHaveLength(2)
})

test('signInOnConnect off: no nonce before connecting, no sign-in asked with the connect', async () => {
  const page = await baseAccountPage()
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(page.nonces()).toBe(0)
  const { signIn } = await page.connect()
  expect(signIn).toBeUndefined()
  const [request] = page.standIn.requests[0]!.params as [
    { capabilities?: Record<string, unknown> },
  ]
  expect(request.capabilities).toEqual({})
  expect(page.client.getState().status).toBe('unauthenticated')
})

test('signInOnConnect, and the connect refused in the window: disconnected, nothing pending; a fresh nonce, and the next connect signs in', async () => {
  const page = await baseAccountPage({ signInOnConnect: true })
  await until(() => page.nonces() === 1)
  page.wallet.control.rejectNext({ method: 'eth_requestAccounts' })
  await expect(page.connect()).rejects.toThrow()
  expect(page.config.state.status).toBe('disconnected')
  expect(page.client.getState()).toMatchObject({
    status: 'unauthenticated',
    error: undefined,
  })
  // Each nonce is used once: another is ready for the next click.
  await until(() => page.nonces() === 2)
  await new Promise((resolve) => setTimeout(resolve, 50))
  await page.connect()
  expect(page.client.getState().status).toBe('authenticated')
})
