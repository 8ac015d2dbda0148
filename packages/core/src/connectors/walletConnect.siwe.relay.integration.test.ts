import type { WalletPeer } from '@latch/devnet'
import { recordConnections } from '@latch/devnet'
import { connect } from '@wagmi/core'
import { createPublicClient, http } from 'viem'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import type { LatchConfig } from '../config/createLatchConfig.ts'

// One-click sign-in (issue 25): the WalletConnect connector's `connect`
// with Base Account's `signInWithEthereum` capability, answered by the
// devnet's wallet peer through `wc_sessionAuthenticate` over the local
// relay: one scan, a session and a signed EIP-4361 message.

const network = recordConnections()

const { startRelay, startWalletPeer } = await import('@latch/devnet')
const { createTestConfig, startTestDevnet } = await import('@latch/testing')
const { activateWallet } = await import('./activateWallet.ts')
const { getWalletConnection } = await import(
  '../actions/getWalletConnection.ts'
)
const { UserRejectedRequestError } = await import('viem')

vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let relay: Awaited<ReturnType<typeof startRelay>>
let devnet: Awaited<ReturnType<typeof startTestDevnet>>
const peers: WalletPeer[] = []
const pages: LatchConfig[] = []

beforeAll(async () => {
  devnet = await startTestDevnet()
  relay = await startRelay({ origins: [window.location.origin] })
})
afterEach(async () => {
  await Promise.all(peers.splice(0).map((peer) => peer.stop()))
  for (const latch of pages.splice(0)) {
    const connector = latch.connectors.find((x) => x.id === 'walletConnect') as
      | { getLoadedProvider(): unknown }
      | undefined
    const core = (
      connector?.getLoadedProvider() as
        | {
            signer: {
              client: {
                core: {
                  heartbeat: { stop(): void }
                  relayer: { transportClose(): Promise<void> }
                }
              }
            }
          }
        | undefined
    )?.signer.client.core
    core?.heartbeat.stop()
    await core?.relayer.transportClose().catch(() => {})
  }
  localStorage.clear()
})
afterAll(async () => {
  await relay?.stop()
  await devnet?.stop()
  network.restore()
  vi.unstubAllEnvs()
})

function nonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return [...bytes].map((x) => x.toString(16).padStart(2, '0')).join('')
}

async function signIn(
  peerParameters: { rejectFirst?: boolean; oneClickAuth?: boolean } = {},
) {
  const peer = await startWalletPeer({
    oneClickAuth: peerParameters.oneClickAuth,
    relayUrl: relay.url,
    chains: devnet.walletChains.map(({ id, rpcUrl }) => ({ id, rpcUrl })),
  })
  peers.push(peer)
  if (peerParameters.rejectFirst) peer.rejectNext('proposal')
  const latch = createTestConfig(devnet, {
    storage: localStorage,
    walletConnectProjectId: 'latch-devnet',
    walletConnect: { relayUrl: relay.url },
  })
  pages.push(latch)
  const connector = await activateWallet(
    latch,
    latch.latch.wallets.find((x) => x.id === 'walletConnect')!,
  )
  const asked = nonce()
  const paired: Promise<unknown>[] = []
  connector.emitter.on('message', ({ type, data }) => {
    if (type === 'display_uri') {
      const pairing = peer.pair(data as string)
      pairing.catch(() => {})
      paired.push(pairing)
    }
  })
  try {
    const result = await connect(latch, {
      connector,
      withCapabilities: true,
      capabilities: {
        signInWithEthereum: {
          nonce: asked,
          chainId: '0x343a',
          statement: 'Sign in to Latch',
        },
      },
    } as never)
    return { result, latch, peer, nonce: asked }
  } finally {
    await Promise.allSettled(paired)
  }
}

test('one scan: connected, and the account carries a signed EIP-4361 message that viem verifies', async () => {
  const { result, latch, nonce } = await signIn()
  const [account] = result.accounts as unknown as {
    address: string
    capabilities: {
      signInWithEthereum?: { message: string; signature: `0x${string}` }
    }
  }[]
  expect(account?.address).toBe(alice)
  const proof = account!.capabilities.signInWithEthereum!
  const message = parseSiweMessage(proof.message)
  expect(message).toMatchObject({
    address: alice,
    chainId: 13_370,
    nonce,
    domain: window.location.host,
    uri: window.location.href.split('#')[0],
    version: '1',
  })
  expect(message.statement).toContain('Sign in to Latch')
  const client = createPublicClient({
    chain: devnet.chains[0],
    transport: http(devnet.chains[0]!.rpcUrls.default.http[0]),
  })
  expect(
    await verifySiweMessage(client, {
      message: proof.message,
      signature: proof.signature,
      nonce,
      domain: window.location.host,
    }),
  ).toBe(true)
  // A tampered message does not verify.
  expect(
    await verifySiweMessage(client, {
      // Its nonce's first digit changed (a nonce starting with f gets an e).
      message: proof.message.replace(
        nonce,
        `${nonce[0] === 'f' ? 'e' : 'f'}${nonce.slice(1)}`,
      ),
      signature: proof.signature,
    }),
  ).toBe(false)
  expect(getWalletConnection(latch)).toMatchObject({
    status: 'connected',
    account: alice,
    chain: { id: 13_370 },
  })
}, 60_000)

test('the wallet turns the sign-in down: user-rejected', async () => {
  const error = await signIn({ rejectFirst: true }).catch((error) => error)
  expect(error).toBeInstanceOf(UserRejectedRequestError)
}, 60_000)

test('a wallet without one-click auth approves the fallback proposal: connected, no sign-in proof (the visitor signs in after)', async () => {
  const { result, latch } = await signIn({ oneClickAuth: false })
  expect(result.accounts).toEqual([{ address: alice, capabilities: {} }])
  expect(getWalletConnection(latch)).toMatchObject({
    status: 'connected',
    account: alice,
  })
}, 60_000)

test('nothing but the local relay and the devnet was reached', () => {
  expect(network.outside()).toEqual([])
})
