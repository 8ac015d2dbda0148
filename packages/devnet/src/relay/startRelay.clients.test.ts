import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { recordConnections } from '../recordConnections.ts'

// Hooked before any WalletConnect code loads, so nothing slips past it.
const network = recordConnections()

const { EthereumProvider } = await import('@walletconnect/ethereum-provider')
const { createPublicClient, http, parseEther, verifyMessage, verifyTypedData } =
  await import('viem')
const { mnemonicToAccount } = await import('viem/accounts')
const { startAnvil } = await import('../anvil.ts')
const { startWalletPeer } = await import('../walletPeer/startWalletPeer.ts')
const { startRelay } = await import('./startRelay.ts')

type Provider = Awaited<ReturnType<typeof EthereumProvider.init>>
type WalletPeer = Awaited<ReturnType<typeof startWalletPeer>>

const mnemonic = 'test test test test test test test test test test test junk'
const devAccount = (addressIndex: number) =>
  mnemonicToAccount(mnemonic, { addressIndex }).address

let relay: Awaited<ReturnType<typeof startRelay>>
let anvils: Awaited<ReturnType<typeof startAnvil>>[]
const dapps: Provider[] = []
const wallets: WalletPeer[] = []

beforeAll(async () => {
  relay = await startRelay()
  anvils = await Promise.all(
    [13370, 13371].map((chainId) => startAnvil({ chainId })),
  )
})

afterAll(async () => {
  await Promise.all(wallets.map((wallet) => wallet.stop()))
  for (const dapp of dapps) {
    dapp.signer.client.core.heartbeat.stop()
    await dapp.signer.client.core.relayer.transportClose().catch(() => {})
  }
  await relay?.stop()
  await Promise.all((anvils ?? []).map((anvil) => anvil.stop()))
  network.restore()
})

// A dapp as Latch builds it: EthereumProvider with the local relay.
async function startDapp() {
  const dapp = await EthereumProvider.init({
    projectId: 'latch-devnet',
    relayUrl: relay.url,
    showQrModal: false,
    optionalChains: [13370, 13371],
    rpcMap: { 13370: anvils[0]!.rpcUrl, 13371: anvils[1]!.rpcUrl },
    metadata: {
      name: 'Latch',
      description: 'Latch under test',
      url: 'http://127.0.0.1',
      icons: [],
    },
    customStoragePrefix: `latch-dapp-${dapps.length}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: 'silent',
  })
  dapps.push(dapp)
  return dapp
}

async function startWallet(name?: string) {
  const wallet = await startWalletPeer({
    relayUrl: relay.url,
    name,
    chains: anvils.map((anvil) => ({
      id: anvil.chainId,
      rpcUrl: anvil.rpcUrl,
    })),
    approvedChainIds: [13370, 13371],
  })
  wallets.push(wallet)
  return wallet
}

// Connects a dapp to a wallet and measures pairing URI -> settled session.
async function connect(dapp: Provider, wallet: WalletPeer) {
  let shownAt = 0
  dapp.once('display_uri', (uri: string) => {
    shownAt = performance.now()
    wallet.pair(uri).catch(() => {})
  })
  await dapp.connect()
  return performance.now() - shownAt
}

function nextEvent<E extends 'accountsChanged' | 'chainChanged' | 'disconnect'>(
  dapp: Provider,
  name: E,
) {
  type Listener = Parameters<typeof dapp.once<E>>[1]
  return new Promise<Parameters<Listener>[0]>((resolve) =>
    dapp.once(name, resolve),
  )
}

describe('a dapp and a wallet peer through the local relay', () => {
  let dapp: Provider
  let wallet: WalletPeer

  test('pair and settle a session with the dev account', async () => {
    dapp = await startDapp()
    wallet = await startWallet('Rainbow')
    const settledIn = await connect(dapp, wallet)
    console.info(`pairing URI -> settled session: ${settledIn.toFixed(0)} ms`)

    expect(dapp.accounts).toEqual([devAccount(0)])
    expect(dapp.chainId).toBe(13370)
    expect(dapp.session?.peer.metadata.name).toBe('Rainbow')
    expect(dapp.session?.namespaces.eip155?.chains).toEqual([
      'eip155:13370',
      'eip155:13371',
    ])
    // Seconds here would mean a client sits on a timeout (Verify's is 5 s).
    expect(settledIn).toBeLessThan(5_000)
  })

  test('personal_sign round-trips with a real signature', async () => {
    const message = 'Sign in to Latch'
    const signature = await dapp.request<`0x${string}`>({
      method: 'personal_sign',
      params: [message, devAccount(0)],
    })
    expect(
      await verifyMessage({ address: devAccount(0), message, signature }),
    ).toBe(true)
  })

  test('eth_signTypedData_v4 and eth_sendTransaction work on the devnet', async () => {
    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: 13370 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'gm' },
    } as const
    const signature = await dapp.request<`0x${string}`>({
      method: 'eth_signTypedData_v4',
      params: [devAccount(0), JSON.stringify(typedData)],
    })
    expect(
      await verifyTypedData({
        address: devAccount(0),
        signature,
        ...typedData,
      }),
    ).toBe(true)

    const hash = await dapp.request<`0x${string}`>({
      method: 'eth_sendTransaction',
      params: [
        {
          from: devAccount(0),
          to: devAccount(5),
          value: `0x${parseEther('1').toString(16)}`,
        },
      ],
    })
    const chain = createPublicClient({ transport: http(anvils[0]!.rpcUrl) })
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt).toMatchObject({
      status: 'success',
      to: devAccount(5).toLowerCase(),
    })
  })

  test('a turned-down request reaches the dapp as 4001', async () => {
    wallet.rejectNext('request')
    await expect(
      dapp.request({ method: 'personal_sign', params: ['no', devAccount(0)] }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  test('the wallet switching accounts reaches the dapp', async () => {
    const changed = nextEvent(dapp, 'accountsChanged')
    await wallet.emitAccountsChanged(1)
    expect(await changed).toEqual([devAccount(1)])
  })

  test('the wallet switching chains reaches the dapp', async () => {
    const changed = nextEvent(dapp, 'chainChanged')
    await wallet.emitChainChanged(13371)
    expect(await changed).toBe('0x343b')
    expect(dapp.chainId).toBe(13371)
  })

  test('wallet_switchEthereumChain: approved chain switches, unknown is 4902', async () => {
    const changed = nextEvent(dapp, 'chainChanged')
    await dapp.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x343a' }],
    })
    expect(await changed).toBe('0x343a')
    // An approved chain is switched by the provider alone; an unknown one
    // goes to the wallet, which does not know it.
    await expect(
      dapp.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x1' }],
      }),
    ).rejects.toMatchObject({ code: 4902 })
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'wallet_switchEthereumChain',
      error: { code: 4902 },
    })
  })

  test('a request sent while the wallet is offline is delivered when it reconnects', async () => {
    const relayer = wallet.client.core.relayer
    await relayer.transportClose()
    const signature = dapp.request<`0x${string}`>({
      method: 'personal_sign',
      params: ['while you were away', devAccount(1)],
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(wallet.requests.at(-1)?.params).not.toContain('while you were away')
    await relayer.transportOpen()
    expect(
      await verifyMessage({
        address: devAccount(1),
        message: 'while you were away',
        signature: await signature,
      }),
    ).toBe(true)
  })

  test('the wallet disconnecting reaches the dapp', async () => {
    const disconnected = nextEvent(dapp, 'disconnect')
    await wallet.disconnect()
    expect(await disconnected).toMatchObject({ code: 6000 })
    expect(dapp.session).toBeUndefined()
  })

  test('the dapp disconnecting reaches the wallet', async () => {
    await connect(dapp, wallet)
    const deleted = new Promise((resolve) =>
      wallet.client.once('session_delete', resolve),
    )
    await dapp.disconnect()
    await deleted
    expect(wallet.client.session.getAll()).toEqual([])
  })

  test('a turned-down proposal fails the connect', async () => {
    const other = await startDapp()
    wallet.rejectNext('proposal')
    await expect(connect(other, wallet)).rejects.toThrow(/rejected/i)
  })

  test('a wallet told not to approve at once holds the proposal until approve()', async () => {
    const other = await startDapp()
    const patient = await startWalletPeer({
      relayUrl: relay.url,
      chains: [{ id: 13371, rpcUrl: anvils[1]!.rpcUrl }],
      accountIndex: 2,
      autoApprove: false,
    })
    wallets.push(patient)
    let settled = false
    const paired = new Promise<unknown>((resolve) =>
      other.once('display_uri', (uri) => resolve(patient.pair(uri))),
    )
    const connected = other.connect().then(() => {
      settled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(settled).toBe(false)
    const session = await patient.approve()
    await connected
    expect(await paired).toEqual(session)
    expect(other.accounts).toEqual([devAccount(2)])
    expect(other.chainId).toBe(13371)
    expect(session.chainIds).toEqual([13371])
  })

  // A request the relay leaves unanswered, or answers with an error, makes
  // a client wait on its own timeout or retry: WalletConnect's QR code would
  // then come seconds late. Every method the 2.25 clients use gets a result.
  test('the relay answered every request of both clients with a result', () => {
    const methods = new Set(relay.requests.map((r) => r.method))
    for (const method of [
      'wc_proposeSession',
      'wc_approveSession',
      'irn_subscribe',
      'irn_publish',
    ])
      expect(methods).toContain(method)
    expect(relay.requests.filter((r) => r.answer !== 'result')).toEqual([])
  })

  test('nothing left loopback', () => {
    expect(network.connections).toContain(`127.0.0.1:${relay.port}`)
    expect(network.outside()).toEqual([])
    expect(
      [...network.connections, ...network.fetches].filter((c) =>
        c.includes('walletconnect'),
      ),
    ).toEqual([])
  })
})
