import { recordConnections } from '@latch/devnet'
import { connect } from '@wagmi/core'
import { createPublicClient, http } from 'viem'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { afterAll, expect, test } from 'vitest'

// One-click sign-in (issue 25): the WalletConnect connector's `connect`
// with Base Account's `signInWithEthereum` capability, answered by the
// devnet's wallet peer through `wc_sessionAuthenticate` over the local
// relay: one scan, a session and a signed EIP-4361 message.

const network = recordConnections()

const { closeWalletConnectProvider, createTestConfig, setupRelayTestbed } =
  await import('@latch/testing')
const { activateWallet } = await import('./activateWallet.ts')
const { getWalletConnection } = await import(
  '../actions/getWalletConnection.ts'
)
const { UserRejectedRequestError } = await import('viem')

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const testbed = setupRelayTestbed()
afterAll(() => network.restore())

function nonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return [...bytes].map((x) => x.toString(16).padStart(2, '0')).join('')
}

async function signIn(
  peerParameters: { rejectFirst?: boolean; oneClickAuth?: boolean } = {},
) {
  const peer = await testbed.startPeer({
    oneClickAuth: peerParameters.oneClickAuth,
  })
  if (peerParameters.rejectFirst) peer.rejectNext('proposal')
  const latch = createTestConfig(testbed.devnet, {
    storage: localStorage,
    walletConnectProjectId: 'latch-devnet',
    walletConnect: { relayUrl: testbed.relay.url },
  })
  testbed.afterTest(() =>
    closeWalletConnectProvider(
      (
        latch.connectors.find((x) => x.id === 'walletConnect') as
          | { getLoadedProvider(): unknown }
          | undefined
      )?.getLoadedProvider(),
    ),
  )
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
    chain: testbed.devnet.chains[0],
    transport: http(testbed.devnet.chains[0]!.rpcUrls.default.http[0]),
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
