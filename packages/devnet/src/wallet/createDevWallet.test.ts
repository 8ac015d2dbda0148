import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  type Hex,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { type Anvil, startAnvil } from '../anvil.ts'
import {
  createDevWallet,
  type DevWalletChain,
  type DevWalletStorage,
} from './createDevWallet.ts'
import { devAccount } from './devAccount.ts'

let first: Anvil
let second: Anvil
let chainA: DevWalletChain
let chainB: DevWalletChain

beforeAll(async () => {
  ;[first, second] = await Promise.all([
    startAnvil({ chainId: 13_370 }),
    startAnvil({ chainId: 13_371 }),
  ])
  chainA = { id: 13_370, name: 'Latch Devnet', rpcUrl: first.rpcUrl }
  chainB = { id: 13_371, name: 'Latch Devnet 2', rpcUrl: second.rpcUrl }
})

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()])
})

const account0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const account1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const account2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/** The wallet with `request` loosely typed, to send what apps really send. */
function wallet(
  parameters: Partial<Parameters<typeof createDevWallet>[0]> = {},
) {
  const created = createDevWallet({ chains: [chainA, chainB], ...parameters })
  const request = created.provider.request as (args: {
    method: string
    params?: unknown
  }) => Promise<unknown>
  return { ...created, request }
}

async function node(rpcUrl: string, method: string, params: unknown[] = []) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

describe('accounts', () => {
  test('no account is exposed until the site asks for one', async () => {
    const { request, provider } = wallet()
    const accountsChanged = vi.fn()
    provider.on('accountsChanged', accountsChanged)

    expect(await request({ method: 'eth_accounts' })).toEqual([])
    expect(await request({ method: 'wallet_getPermissions' })).toEqual([])
    expect(await request({ method: 'eth_requestAccounts' })).toEqual([account0])
    expect(await request({ method: 'eth_accounts' })).toEqual([account0])
    expect(accountsChanged.mock.calls).toEqual([[[account0]]])
  })

  test('answers the chain id as hex, and net_version in decimal', async () => {
    const { request } = wallet({ chainId: 13_371 })
    expect(await request({ method: 'eth_chainId' })).toBe('0x343b')
    expect(await request({ method: 'net_version' })).toBe('13371')
  })

  test('wallet_requestPermissions authorizes as wagmi expects; revoking deauthorizes', async () => {
    const { request, provider } = wallet({ accountIndex: 1 })
    const accountsChanged = vi.fn()
    provider.on('accountsChanged', accountsChanged)

    const permissions = await request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(permissions).toMatchObject([
      {
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [account1] }],
      },
    ])
    expect(await request({ method: 'wallet_getPermissions' })).toEqual(
      permissions,
    )
    await request({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(await request({ method: 'eth_accounts' })).toEqual([])
    expect(accountsChanged.mock.calls).toEqual([[[account1]], [[]]])
  })

  test('several accounts in lower case: the selected one first, in every answer and event', async () => {
    const { request, provider, control } = wallet({
      accountCount: 2,
      addressCase: 'lower',
    })
    const accountsChanged = vi.fn()
    provider.on('accountsChanged', accountsChanged)
    const lower = [account0, account1, account2].map(
      (address) => address.toLowerCase() as Address,
    )

    expect(await request({ method: 'eth_accounts' })).toEqual([])
    expect(await request({ method: 'eth_requestAccounts' })).toEqual([
      lower[0],
      lower[1],
    ])
    expect(await request({ method: 'eth_accounts' })).toEqual([
      lower[0],
      lower[1],
    ])
    expect(await request({ method: 'eth_coinbase' })).toBe(lower[0])
    expect(await request({ method: 'wallet_getPermissions' })).toMatchObject([
      { caveats: [{ value: [lower[0], lower[1]] }] },
    ])
    control.switchAccount(1)
    expect(await request({ method: 'eth_accounts' })).toEqual([
      lower[1],
      lower[2],
    ])
    expect(control.state()).toMatchObject({
      accountIndex: 1,
      address: account1,
      addresses: [lower[1], lower[2]],
    })
    expect(accountsChanged.mock.calls).toEqual([
      [[lower[0], lower[1]]],
      [[lower[1], lower[2]]],
    ])
    // Any exposed account signs, whatever the case the app writes it in.
    const signature = await request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', account2],
    })
    expect(signature).toBe(
      await devAccount(2).signMessage({ message: { raw: '0x68656c6c6f' } }),
    )
    await expect(
      request({ method: 'personal_sign', params: ['0x68656c6c6f', account0] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  test('the list wraps after account 9; a count out of 1 to 10 is refused', async () => {
    const { request } = wallet({ accountIndex: 9, accountCount: 3 })
    expect(await request({ method: 'eth_requestAccounts' })).toEqual([
      devAccount(9).address,
      account0,
      account1,
    ])
    for (const accountCount of [0, 11, 1.5])
      expect(() => wallet({ accountCount })).toThrow(
        expect.objectContaining({ code: -32602 }),
      )
  })

  test('a persisted authorization survives a reload; a revoked one does not', async () => {
    const saved = new Map<string, string>()
    const storage: DevWalletStorage = {
      getItem: (key) => saved.get(key) ?? null,
      setItem: (key, value) => void saved.set(key, value),
      removeItem: (key) => void saved.delete(key),
    }
    const before = wallet({ persist: true, storage })
    await before.request({ method: 'eth_requestAccounts' })
    await before.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x343b' }],
    })
    expect([...saved.keys()]).toEqual(['latch.devWallet:dev.latch.wallet'])

    const reloaded = wallet({ persist: true, storage })
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([
      account0,
    ])
    expect(await reloaded.request({ method: 'eth_chainId' })).toBe('0x343b')
    await reloaded.request({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })

    const again = wallet({ persist: true, storage })
    expect(await again.request({ method: 'eth_accounts' })).toEqual([])
    // Without `persist` nothing is read back.
    expect(await wallet({ storage }).request({ method: 'eth_chainId' })).toBe(
      '0x343a',
    )
  })
})

describe('signing', () => {
  test('personal_sign signs hex as bytes and text as UTF-8, verifiably', async () => {
    const { request } = wallet()
    await request({ method: 'eth_requestAccounts' })

    const message = 'Sign in to Latch'
    const signature = (await request({
      method: 'personal_sign',
      params: [toHex(message), account0],
    })) as Hex
    expect(await verifyMessage({ address: account0, message, signature })).toBe(
      true,
    )

    const textSignature = (await request({
      method: 'personal_sign',
      params: [message, account0],
    })) as Hex
    expect(textSignature).toBe(signature)
  })

  test('eth_signTypedData_v4 signs EIP-712 data, verifiably, for the current chain only', async () => {
    const { request } = wallet()
    await request({ method: 'eth_requestAccounts' })
    const typedData = {
      domain: {
        name: 'Latch',
        version: '1',
        chainId: 13_370,
        verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      message: { to: account1, contents: 'Hello', amount: '1000' },
    } as const

    const signature = (await request({
      method: 'eth_signTypedData_v4',
      params: [account0, JSON.stringify(typedData)],
    })) as Hex
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({
        address: account0,
        domain: typedData.domain,
        types,
        primaryType: 'Mail',
        message: { ...typedData.message, amount: 1000n },
        signature,
      }),
    ).toBe(true)

    await expect(
      request({
        method: 'eth_signTypedData_v4',
        params: [
          account0,
          JSON.stringify({
            ...typedData,
            domain: { ...typedData.domain, chainId: 1 },
          }),
        ],
      }),
    ).rejects.toMatchObject({
      code: -32602,
      message: 'Provided chainId "1" must match the active chainId "13370".',
    })
  })

  test('eth_sign signs a 32-byte hash', async () => {
    const { request } = wallet()
    await request({ method: 'eth_requestAccounts' })
    const hash = `0x${'ab'.repeat(32)}` as Hex
    const signature = await request({
      method: 'eth_sign',
      params: [account0, hash],
    })
    expect(signature).toBe(await devAccount(0).sign({ hash }))
  })

  test('signing before authorization, or for another account, is 4100', async () => {
    const { request, control } = wallet()
    await expect(
      request({ method: 'personal_sign', params: ['0x68656c6c6f', account0] }),
    ).rejects.toMatchObject({ code: 4100 })
    await request({ method: 'eth_requestAccounts' })
    await expect(
      request({ method: 'personal_sign', params: ['0x68656c6c6f', account1] }),
    ).rejects.toMatchObject({
      code: 4100,
      message: `The account ${account1} has not been authorized by the user.`,
    })
    control.lock()
    await expect(
      request({
        method: 'eth_sendTransaction',
        params: [{ from: account0, to: account1, value: '0x1' }],
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })
})

describe('transactions and reads', () => {
  test('eth_sendTransaction fills, signs and sends a value transfer', async () => {
    const { request } = wallet({ accountIndex: 2 })
    const [from] = (await request({ method: 'eth_requestAccounts' })) as [
      Address,
    ]
    const to = '0x000000000000000000000000000000000000dEaD'
    const balance = async (address: Address) =>
      BigInt(
        (await request({
          method: 'eth_getBalance',
          params: [address, 'latest'],
        })) as Hex,
      )
    const [fromBefore, toBefore] = [await balance(from), await balance(to)]

    const hash = (await request({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: toHex(parseEther('1.5')) }],
    })) as Hex
    // Automine answers the send before the receipt is always readable.
    let receipt: { status: Hex; from: Address } | null = null
    for (let tries = 0; !receipt && tries < 100; tries++) {
      receipt = (await request({
        method: 'eth_getTransactionReceipt',
        params: [hash],
      })) as typeof receipt
      if (!receipt) await new Promise((resolve) => setTimeout(resolve, 50))
    }

    expect(receipt).toMatchObject({ status: '0x1', from: from.toLowerCase() })
    expect((await balance(to)) - toBefore).toBe(parseEther('1.5'))
    expect(fromBefore - (await balance(from))).toBeGreaterThan(
      parseEther('1.5'),
    )
  })

  test('a transaction for another chain than the selected one is refused', async () => {
    const { request } = wallet()
    await request({ method: 'eth_requestAccounts' })
    await expect(
      request({
        method: 'eth_sendTransaction',
        params: [
          { from: account0, to: account1, value: '0x1', chainId: '0x1' },
        ],
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  test('node errors come back with the node’s own code', async () => {
    const { request } = wallet()
    await expect(
      request({ method: 'eth_getBalance', params: ['not an address'] }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  test('viem’s wallet client works over it: signMessage, signTypedData, sendTransaction', async () => {
    const { provider } = wallet({ accountIndex: 3 })
    const chain = defineChain({
      id: 13_370,
      name: 'Latch Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [first.rpcUrl] } },
    })
    const client = createWalletClient({ chain, transport: custom(provider) })
    const publicClient = createPublicClient({
      chain,
      transport: custom(provider),
    })
    const [address] = await client.requestAddresses()
    expect(address).toBe(devAccount(3).address)

    const signature = await client.signMessage({
      account: address!,
      message: 'gm',
    })
    expect(
      await verifyMessage({ address: address!, message: 'gm', signature }),
    ).toBe(true)

    const typed = {
      domain: { name: 'Latch', chainId: 13_370 },
      types: { Ping: [{ name: 'count', type: 'uint256' }] },
      primaryType: 'Ping',
      message: { count: 7n },
    } as const
    const typedSignature = await client.signTypedData({
      account: address!,
      ...typed,
    })
    expect(
      await verifyTypedData({
        address: address!,
        ...typed,
        signature: typedSignature,
      }),
    ).toBe(true)

    const hash = await client.sendTransaction({
      account: address!,
      to: account1,
      value: parseEther('0.25'),
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
  })
})

describe('chains', () => {
  test('an unknown chain is 4902; once added, the switch succeeds and reads go to its node', async () => {
    const { request, provider, control } = wallet({ chains: [chainA] })
    const chainChanged = vi.fn()
    provider.on('chainChanged', chainChanged)
    // Give the second node a different height so a read reveals who answered.
    await node(second.rpcUrl, 'anvil_mine', ['0x7'])

    await expect(
      request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x343b' }],
      }),
    ).rejects.toMatchObject({
      code: 4902,
      message:
        'Unrecognized chain ID "0x343b". Try adding the chain using wallet_addEthereumChain first.',
    })

    const parameter = {
      chainId: '0x343b',
      chainName: 'Latch Devnet 2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: [second.rpcUrl],
      blockExplorerUrls: ['https://explorer.invalid'],
    }
    expect(
      await request({ method: 'wallet_addEthereumChain', params: [parameter] }),
    ).toBeNull()
    expect(control.addChainRequests()).toEqual([parameter])
    expect(chainChanged.mock.calls).toEqual([['0x343b']])
    expect(await request({ method: 'eth_chainId' })).toBe('0x343b')
    expect(await request({ method: 'eth_blockNumber' })).toBe(
      await node(second.rpcUrl, 'eth_blockNumber'),
    )

    await request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x343a' }],
    })
    expect(chainChanged.mock.calls.at(-1)).toEqual(['0x343a'])
    expect(await request({ method: 'eth_blockNumber' })).toBe(
      await node(first.rpcUrl, 'eth_blockNumber'),
    )
  })

  test('switching to the current chain emits nothing', async () => {
    const { request, provider } = wallet()
    const chainChanged = vi.fn()
    provider.on('chainChanged', chainChanged)
    await request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x343a' }],
    })
    expect(chainChanged).not.toHaveBeenCalled()
  })

  test('wallet_addEthereumChain params are validated (EIP-3085)', async () => {
    const { request, control } = wallet()
    const valid = {
      chainId: '0x1f',
      chainName: 'Thirty-one',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:1'],
    }
    const attempt = (parameter: unknown) =>
      request({ method: 'wallet_addEthereumChain', params: [parameter] }).catch(
        (error: { code: number; message: string }) =>
          `${error.code} ${error.message}`,
      )
    expect(await attempt({ ...valid, chainId: '0x01f' })).toMatchInlineSnapshot(
      `"-32602 Expected a 0x-prefixed hexadecimal chain id without leading zeros, got "0x01f"."`,
    )
    expect(await attempt({ ...valid, chainId: 31 })).toMatch(/^-32602 /)
    expect(await attempt({ ...valid, chainName: '' })).toMatchInlineSnapshot(
      `"-32602 Expected a non-empty string "chainName"."`,
    )
    expect(
      await attempt({
        ...valid,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 6 },
      }),
    ).toMatchInlineSnapshot(
      `"-32602 Expected the number 18 for "nativeCurrency.decimals"."`,
    )
    expect(await attempt({ ...valid, rpcUrls: [] })).toMatchInlineSnapshot(
      `"-32602 Expected "rpcUrls" to be a non-empty array of http(s) URLs."`,
    )
    expect(await attempt({ ...valid, rpcUrls: ['ws://127.0.0.1:1'] })).toMatch(
      /^-32602 /,
    )
    expect(
      await attempt({ ...valid, blockExplorerUrls: ['not a url'] }),
    ).toMatch(/^-32602 /)
    expect(await attempt({ ...valid, rpc: 'x' })).toMatchInlineSnapshot(
      `"-32602 Unexpected field "rpc" in AddEthereumChainParameter."`,
    )
    expect(control.addChainRequests()).toEqual([])
    expect(await attempt({ ...valid, iconUrls: undefined })).toBeNull()
    expect(control.state().chainId).toBe(31)
  })

  test('failAddChain makes adding fail until turned off', async () => {
    const { request, control } = wallet({ chains: [chainA] })
    const add = () =>
      request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x343b',
            chainName: 'Latch Devnet 2',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: [second.rpcUrl],
          },
        ],
      })
    control.failAddChain()
    await expect(add()).rejects.toMatchObject({ code: -32603 })
    await expect(add()).rejects.toMatchObject({ code: -32603 })
    control.failAddChain({ code: 4001 })
    await expect(add()).rejects.toMatchObject({ code: 4001 })
    control.failAddChain(false)
    expect(await add()).toBeNull()
    expect(control.state().chainId).toBe(13_371)
  })

  test('forgetChains keeps only the chains named (and refuses to drop the current one)', async () => {
    const { request, control } = wallet()
    expect(() => control.forgetChains()).toThrow(/cannot be forgotten/)
    control.forgetChains({ except: [13_370] })
    expect(control.state().chains.map((chain) => chain.id)).toEqual([13_370])
    await expect(
      request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x343b' }],
      }),
    ).rejects.toMatchObject({ code: 4902 })
  })
})

describe('watchAsset', () => {
  test('records a valid ERC20 and answers true; invalid params are -32602', async () => {
    const { request, control } = wallet()
    const params = {
      type: 'ERC20',
      options: {
        address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        symbol: 'LATCH',
        decimals: 18,
        image: 'https://example.invalid/latch.png',
      },
    }
    expect(await request({ method: 'wallet_watchAsset', params })).toBe(true)
    expect(control.watchedAssets()).toEqual([params])

    await expect(
      request({
        method: 'wallet_watchAsset',
        params: { ...params, type: 'ERC721' },
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      request({
        method: 'wallet_watchAsset',
        params: {
          type: 'ERC20',
          options: { ...params.options, decimals: undefined },
        },
      }),
    ).rejects.toMatchObject({
      code: -32602,
      message: 'Expected an integer from 0 to 36 for "options.decimals".',
    })
    expect(control.watchedAssets()).toHaveLength(1)
  })
})

describe('scripting', () => {
  test('rejectNext rejects the next matching request once, with 4001 by default', async () => {
    const { request, control } = wallet()
    control.rejectNext({ method: 'eth_requestAccounts' })
    expect(await request({ method: 'eth_chainId' })).toBe('0x343a')
    await expect(
      request({ method: 'eth_requestAccounts' }),
    ).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await request({ method: 'eth_requestAccounts' })).toEqual([account0])
  })

  test('rejectNext can throw any value, or a given code and message', async () => {
    const { request, control } = wallet()
    control.rejectNext({ value: new Error('User closed modal') })
    await expect(request({ method: 'eth_requestAccounts' })).rejects.toEqual(
      new Error('User closed modal'),
    )
    control.rejectNext({
      method: control.promptMethods,
      code: -32002,
      message: 'Pending',
    })
    await expect(
      request({ method: 'eth_requestAccounts' }),
    ).rejects.toMatchObject({ code: -32002, message: 'Pending' })
  })

  test('requests() lists exactly what the app sent', async () => {
    const { request, control } = wallet()
    await request({ method: 'eth_chainId' })
    await request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x343b' }],
    })
    await request({ method: 'nope_nothing' }).catch(() => {})
    expect(control.requests()).toEqual([
      { method: 'eth_chainId', params: undefined },
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x343b' }] },
      { method: 'nope_nothing', params: undefined },
    ])
    expect(
      control.requests({ method: 'wallet_switchEthereumChain' }),
    ).toHaveLength(1)
    control.clearRequests()
    expect(control.requests()).toEqual([])
  })

  test('delay and hold keep requests waiting', async () => {
    const { request, control } = wallet()
    control.delay({ method: 'eth_chainId', ms: 150, times: 1 })
    const started = Date.now()
    await request({ method: 'eth_chainId' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)

    control.hold({ method: 'eth_requestAccounts' })
    const pending = request({ method: 'eth_requestAccounts' })
    const settled = vi.fn()
    pending.then(settled, settled)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).not.toHaveBeenCalled()
    expect(control.held()).toEqual([
      { method: 'eth_requestAccounts', params: undefined },
    ])
    // Decided while held: the held prompt is then rejected by the user.
    control.rejectNext({ method: 'eth_requestAccounts' })
    control.release()
    await expect(pending).rejects.toMatchObject({ code: 4001 })
    expect(await request({ method: 'eth_requestAccounts' })).toEqual([account0])
  })

  test('unknown methods are 4200; malformed requests are refused', async () => {
    const { request } = wallet()
    await expect(request({ method: 'eth_subscribe' })).rejects.toMatchObject({
      code: 4200,
      message:
        'The method "eth_subscribe" is not supported by the Latch dev wallet.',
    })
    await expect(
      (request as (args: unknown) => Promise<unknown>)('eth_chainId'),
    ).rejects.toMatchObject({ code: -32600 })
    await expect(
      request({ method: 'eth_chainId', params: 'x' }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})

describe('events', () => {
  test('connect fires after creation with the chain id', async () => {
    const { provider } = wallet()
    const connect = vi.fn()
    provider.on('connect', connect)
    await Promise.resolve()
    expect(connect).toHaveBeenCalledWith({ chainId: '0x343a' })
  })

  test('wallet-side account and chain switches emit; removeListener stops them', async () => {
    const { request, provider, control } = wallet()
    await request({ method: 'eth_requestAccounts' })
    const accountsChanged = vi.fn()
    const chainChanged = vi.fn()
    provider.on('accountsChanged', accountsChanged)
    provider.on('chainChanged', chainChanged)

    control.switchAccount(1)
    control.switchChain(13_371)
    expect(accountsChanged.mock.calls).toEqual([[[account1]]])
    expect(chainChanged.mock.calls).toEqual([['0x343b']])
    expect(await request({ method: 'eth_accounts' })).toEqual([account1])

    provider.removeListener('accountsChanged', accountsChanged)
    provider.removeListener('chainChanged', chainChanged)
    control.switchAccount(0)
    control.switchChain(13_370)
    expect(accountsChanged).toHaveBeenCalledTimes(1)
    expect(chainChanged).toHaveBeenCalledTimes(1)
    expect(() => control.switchChain(1)).toThrow(
      expect.objectContaining({ code: 4902 }),
    )
  })

  test('lock hides the account; disconnect emits disconnect then accountsChanged []', async () => {
    const { request, provider, control } = wallet()
    await request({ method: 'eth_requestAccounts' })
    const events: unknown[] = []
    provider.on('accountsChanged', (accounts) =>
      events.push(['accountsChanged', accounts]),
    )
    provider.on('disconnect', (error) =>
      events.push(['disconnect', error.code]),
    )
    provider.on('connect', (info) => events.push(['connect', info.chainId]))

    control.lock()
    expect(await request({ method: 'eth_accounts' })).toEqual([])
    control.unlock()
    expect(await request({ method: 'eth_accounts' })).toEqual([account0])
    control.disconnect()
    expect(await request({ method: 'eth_accounts' })).toEqual([])
    await request({ method: 'eth_requestAccounts' })

    expect(events).toEqual([
      ['accountsChanged', []],
      ['accountsChanged', [account0]],
      ['disconnect', 4900],
      ['accountsChanged', []],
      ['connect', '0x343a'],
      ['accountsChanged', [account0]],
    ])
  })

  test('disconnect with accountsChanged: false emits disconnect alone, an EIP-1193 ProviderRpcError', async () => {
    const { request, provider, control } = wallet()
    await request({ method: 'eth_requestAccounts' })
    const accountsChanged = vi.fn()
    const disconnect = vi.fn()
    provider.on('accountsChanged', accountsChanged)
    provider.on('disconnect', disconnect)

    control.disconnect({ accountsChanged: false })

    expect(accountsChanged).not.toHaveBeenCalled()
    expect(disconnect).toHaveBeenCalledTimes(1)
    const [error] = disconnect.mock.calls[0]!
    // EIP-1193: `disconnect` carries a ProviderRpcError, an Error with a
    // numeric code (4900: disconnected from all chains) and a message.
    expect(error).toBeInstanceOf(Error)
    expect({ code: error.code, message: error.message }).toEqual({
      code: 4900,
      message: 'The provider is disconnected from all chains.',
    })
    expect(await request({ method: 'eth_accounts' })).toEqual([])
    expect(control.state()).toMatchObject({
      authorized: false,
      connected: false,
    })
  })

  test('emit sends any event and payload; listenerCount counts the site’s listeners', () => {
    const { provider, control } = wallet()
    const chainChanged = vi.fn()
    expect(control.listenerCount('chainChanged')).toBe(0)
    provider.on('chainChanged', chainChanged)
    expect(control.listenerCount('chainChanged')).toBe(1)
    control.emit('chainChanged', '13371')
    control.emit('chainChanged', 13_371)
    expect(chainChanged.mock.calls).toEqual([['13371'], [13_371]])
    provider.removeListener('chainChanged', chainChanged)
    expect(control.listenerCount('chainChanged')).toBe(0)
  })

  test('a listener that throws does not break the request nor other listeners', async () => {
    const { request, provider } = wallet()
    const reportError = vi.fn()
    vi.stubGlobal('reportError', reportError)
    try {
      const other = vi.fn()
      provider.on('accountsChanged', () => {
        throw new Error('listener bug')
      })
      provider.on('accountsChanged', other)
      expect(await request({ method: 'eth_requestAccounts' })).toEqual([
        account0,
      ])
      expect(other).toHaveBeenCalled()
      expect(reportError).toHaveBeenCalledWith(new Error('listener bug'))
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
