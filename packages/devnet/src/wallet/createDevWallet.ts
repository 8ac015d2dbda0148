import {
  type AddEthereumChainParameter,
  type Address,
  type EIP1193Provider,
  type EIP1193RequestFn,
  type EIP1474Methods,
  isHex,
  numberToHex,
  type TypedDataDefinition,
  type WalletPermission,
  type WatchAssetParams,
} from 'viem'
import { createEmitter, type EmitterListener } from './createEmitter.ts'
import { DevWalletRpcError, rpcErrorCodes } from './DevWalletRpcError.ts'
import { devAccount, devAccountCount } from './devAccount.ts'
import { devWalletIcon } from './devWalletIcon.ts'
import {
  parseAddEthereumChainParameter,
  parseChainId,
} from './parseAddEthereumChainParameter.ts'
import { parseWatchAssetParameters } from './parseWatchAssetParameters.ts'
import { rpcRequest } from './rpcRequest.ts'
import { sendDevTransaction } from './sendDevTransaction.ts'

/** A chain the wallet knows: where it sends reads and transactions. */
export type DevWalletChain = {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency?:
    | { name: string; symbol: string; decimals: number }
    | undefined
  blockExplorerUrls?: readonly string[] | undefined
}

/** How the wallet presents itself (the EIP-6963 provider info). */
export type DevWalletInfo = {
  uuid: string
  name: string
  icon: `data:${string}`
  rdns: string
}

/** Where authorization is persisted; `localStorage` has this shape. */
export type DevWalletStorage = {
  getItem: (key: string) => string | null
  setItem: (key: string, value: string) => void
  removeItem: (key: string) => void
}

export type CreateDevWalletParameters = {
  /** The chains the wallet knows at start; more can be added by the app. */
  chains: readonly DevWalletChain[]
  /** The chain selected at start; the first chain by default. */
  chainId?: number | undefined
  /** Which of anvil's dev accounts (0 to 9) is selected; 0 by default. */
  accountIndex?: number | undefined
  /**
   * How many accounts the site is shown: the selected one first, then the
   * dev accounts after it (wrapping after 9), as a wallet with several
   * connected accounts lists them; 1 by default.
   */
  accountCount?: number | undefined
  /**
   * How addresses are written in answers and events: checksummed (EIP-55)
   * by default, or in lower case, as some wallets send them.
   */
  addressCase?: 'checksummed' | 'lower' | undefined
  info?: Partial<DevWalletInfo> | undefined
  /**
   * Keep the authorization, selected chain and account, and known chains
   * across page loads, like an extension does: `true` stores them under
   * `latch.devWallet:<rdns>`, a string under that key.
   */
  persist?: boolean | string | undefined
  /** Where to persist; `globalThis.localStorage` by default. */
  storage?: DevWalletStorage | undefined
}

/** The EIP-1193 provider the wallet exposes. */
export type DevWalletProvider = EIP1193Provider & {
  readonly isLatchDevWallet: true
}

/** Requests a scripted behaviour applies to: all, or those of some methods. */
export type DevWalletRequestMatch = {
  method?: string | readonly string[] | undefined
}

/** How a scripted rejection fails: an RPC error, or `value` thrown as is. */
export type DevWalletFailure = {
  /** 4001 (user rejected) by default. */
  code?: number | undefined
  message?: string | undefined
  data?: unknown
  /** Thrown as is instead of an RPC error (e.g. an `Error` with no code). */
  value?: unknown
}

export type DevWalletRequest = { method: string; params: unknown }

/** A call an app made on a presentation object rather than on `request`. */
export type DevWalletExtensionCall = { name: string; args: unknown[] }

/** What the Coinbase Wallet SDK passed to the extension's `setAppInfo`. */
export type CoinbaseAppInfo = {
  appName: unknown
  appLogoUrl: unknown
  appChainIds: unknown
  preference: unknown
}

export type DevWalletState = {
  authorized: boolean
  locked: boolean
  connected: boolean
  chainId: number
  accountIndex: number
  address: Address
  /** The accounts the site is shown once authorized, as the wallet writes them. */
  addresses: Address[]
  chains: DevWalletChain[]
}

/** How the wallet ends the site's session. */
export type DevWalletDisconnectOptions = {
  /** Emit `accountsChanged []` after `disconnect`; `true` by default. */
  accountsChanged?: boolean | undefined
}

/** Scripts the wallet from tests (and from the page, when injected). */
export type DevWalletControl = {
  /** The methods a real wallet would prompt the user for. */
  readonly promptMethods: readonly string[]
  /** The requests received, oldest first, with their params as sent. */
  requests: (match?: DevWalletRequestMatch) => DevWalletRequest[]
  clearRequests: () => void
  /** Makes the next matching request fail, once (4001 by default). */
  rejectNext: (rejection?: DevWalletRequestMatch & DevWalletFailure) => void
  /** Delays matching requests by `ms`, `times` times (every time by default). */
  delay: (
    delay: DevWalletRequestMatch & { ms: number; times?: number | undefined },
  ) => void
  /** Holds matching requests unanswered until `release()`, like an open prompt. */
  hold: (match?: DevWalletRequestMatch) => void
  /** Lets held requests go on, and stops holding new ones. */
  release: () => void
  /** The requests being held right now. */
  held: () => DevWalletRequest[]
  /** Makes every `wallet_addEthereumChain` fail (until `false` or `reset`). */
  failAddChain: (failure?: DevWalletFailure | false) => void
  /** Selects another dev account, as the user would in the wallet. */
  switchAccount: (accountIndex: number) => void
  /** Switches chain from the wallet's side. */
  switchChain: (chainId: number) => void
  /** Connects the site from the wallet's side. */
  connect: () => void
  /**
   * Ends the site's session: emits `disconnect` (an EIP-1193
   * `ProviderRpcError`, code 4900), then `accountsChanged []` unless
   * `accountsChanged` is `false`, as wallets that only send `disconnect` do.
   */
  disconnect: (options?: DevWalletDisconnectOptions) => void
  lock: () => void
  unlock: () => void
  /**
   * Emits an EIP-1193 event with any payload, as some wallet might (e.g. a
   * chain id as a decimal string, or a stale `accountsChanged`).
   */
  emit: (event: string, ...args: unknown[]) => void
  /** How many listeners the site has on `event` right now. */
  listenerCount: (event: string) => number
  /** Forgets every known chain except `except` (the current one must stay). */
  forgetChains: (options?: { except?: readonly number[] | undefined }) => void
  watchedAssets: () => WatchAssetParams[]
  addChainRequests: () => AddEthereumChainParameter[]
  /** The last `setAppInfo` call of the Coinbase extension presentation. */
  appInfo: () => CoinbaseAppInfo | undefined
  extensionCalls: () => DevWalletExtensionCall[]
  state: () => DevWalletState
  /** Drops scripted rejections, delays, holds and add-chain failures. */
  reset: () => void
}

export type DevWallet = {
  provider: DevWalletProvider
  control: DevWalletControl
  info: DevWalletInfo
  /** Lets a presentation (the Coinbase extension) record calls made on it. */
  recordExtensionCall: (call: DevWalletExtensionCall) => void
}

const promptMethods = [
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
] as const

// Read methods a wallet passes through to the selected chain's node.
const forwardedMethods = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_simulateV1',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'web3_clientVersion',
])

type Persisted = {
  authorized: boolean
  chainId: number
  accountIndex: number
  chains: DevWalletChain[]
}

/**
 * Creates the dev wallet: a real EIP-1193 provider that signs with anvil's
 * dev accounts and forwards reads to the selected chain's node, plus the
 * `control` tests script it with.
 *
 * @example
 * const { provider, control } = createDevWallet({
 *   chains: [{ id: 13370, name: 'Latch Devnet', rpcUrl }],
 * })
 * await provider.request({ method: 'eth_requestAccounts' })
 */
export function createDevWallet(
  parameters: CreateDevWalletParameters,
): DevWallet {
  const info: DevWalletInfo = {
    uuid: parameters.info?.uuid ?? randomUuid(),
    name: parameters.info?.name ?? 'Latch Dev Wallet',
    icon: parameters.info?.icon ?? devWalletIcon,
    rdns: parameters.info?.rdns ?? 'dev.latch.wallet',
  }
  if (parameters.chains.length === 0)
    throw new DevWalletRpcError({
      code: rpcErrorCodes.invalidParams,
      message: 'The dev wallet needs at least one chain.',
    })
  const storageKey =
    typeof parameters.persist === 'string'
      ? parameters.persist
      : parameters.persist
        ? `latch.devWallet:${info.rdns}`
        : undefined
  const storage = storageKey
    ? (parameters.storage ?? defaultStorage())
    : undefined
  const saved = storageKey ? load(storage, storageKey) : undefined

  const chains = new Map<number, DevWalletChain>()
  for (const chain of saved?.chains ?? []) chains.set(chain.id, chain)
  for (const chain of parameters.chains) chains.set(chain.id, chain)

  let chainId = parameters.chainId ?? parameters.chains[0]!.id
  if (!chains.has(chainId))
    throw new DevWalletRpcError({
      code: rpcErrorCodes.unrecognizedChain,
      message: `The initial chain ${chainId} is not among the wallet's chains.`,
    })
  if (saved && chains.has(saved.chainId)) chainId = saved.chainId
  let accountIndex = saved?.accountIndex ?? parameters.accountIndex ?? 0
  devAccount(accountIndex) // fails early on a bad index
  const accountCount = parameters.accountCount ?? 1
  if (
    !Number.isInteger(accountCount) ||
    accountCount < 1 ||
    accountCount > devAccountCount
  )
    throw new DevWalletRpcError({
      code: rpcErrorCodes.invalidParams,
      message: `Expected an account count from 1 to ${devAccountCount}, got ${accountCount}.`,
    })
  const lowerCase = parameters.addressCase === 'lower'
  let authorized = saved?.authorized ?? false
  let authorizedAt = Date.now()
  let permissionId = randomUuid()
  let locked = false
  let connected = true

  const emitter = createEmitter()
  const log: DevWalletRequest[] = []
  const watched: WatchAssetParams[] = []
  const addChainLog: AddEthereumChainParameter[] = []
  const extensionLog: DevWalletExtensionCall[] = []
  let rejections: (DevWalletRequestMatch & DevWalletFailure)[] = []
  let delays: (DevWalletRequestMatch & { ms: number; times: number })[] = []
  let holds: DevWalletRequestMatch[] = []
  let held: (DevWalletRequest & { resume: () => void })[] = []
  let addChainFailure: DevWalletFailure | undefined

  const account = () => devAccount(accountIndex)
  const chainHex = () => numberToHex(chainId)
  // The selected account first, then the ones after it.
  const accountIndexes = () =>
    Array.from(
      { length: accountCount },
      (_, offset) => (accountIndex + offset) % devAccountCount,
    )
  const written = (address: Address) =>
    (lowerCase ? address.toLowerCase() : address) as Address
  const addresses = () =>
    accountIndexes().map((index) => written(devAccount(index).address))
  const exposedAccounts = (): Address[] =>
    authorized && !locked ? addresses() : []

  function persist() {
    if (!storage || !storageKey) return
    const state: Persisted = {
      authorized,
      chainId,
      accountIndex,
      chains: [...chains.values()],
    }
    try {
      storage.setItem(storageKey, JSON.stringify(state))
    } catch {
      // Storage can be full or denied (opaque origins): persistence is best effort.
    }
  }

  // Runs a state change and emits `accountsChanged` if it changed what
  // `eth_accounts` answers: the one rule behind every account event.
  function changeAccounts(change: () => void) {
    const before = exposedAccounts().join()
    change()
    const after = exposedAccounts()
    if (after.join() !== before) emitter.emit('accountsChanged', after)
    persist()
  }

  function authorize() {
    changeAccounts(() => {
      if (!authorized) {
        authorizedAt = Date.now()
        permissionId = randomUuid()
      }
      authorized = true
      locked = false
      if (!connected) {
        connected = true
        emitter.emit('connect', { chainId: chainHex() })
      }
    })
  }

  function selectChain(id: number) {
    if (!chains.has(id))
      throw new DevWalletRpcError({
        code: rpcErrorCodes.unrecognizedChain,
        message: `Unrecognized chain ID "${numberToHex(id)}". Try adding the chain using wallet_addEthereumChain first.`,
      })
    if (id === chainId) return
    chainId = id
    persist()
    emitter.emit('chainChanged', chainHex())
  }

  function permissions(): WalletPermission[] {
    if (!authorized) return []
    return [
      {
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: addresses() }],
        date: authorizedAt,
        id: permissionId,
        invoker: invoker(),
      },
    ]
  }

  // Signing needs an account exposed to the site, and the `from` the app
  // names to be one of them (EIP-1193 4100 otherwise); none named, the
  // selected one signs.
  function signer(address: unknown) {
    if (exposedAccounts().length === 0)
      throw new DevWalletRpcError({ code: rpcErrorCodes.unauthorized })
    if (address === undefined) return account()
    const index = accountIndexes().find(
      (index) =>
        typeof address === 'string' &&
        address.toLowerCase() === devAccount(index).address.toLowerCase(),
    )
    if (index === undefined)
      throw new DevWalletRpcError({
        code: rpcErrorCodes.unauthorized,
        message: `The account ${String(address)} has not been authorized by the user.`,
      })
    return devAccount(index)
  }

  async function script(method: string, params: unknown) {
    const delay = delays.find((rule) => matches(rule, method))
    if (delay) {
      delay.times--
      delays = delays.filter((rule) => rule.times > 0)
      await new Promise((resolve) => setTimeout(resolve, delay.ms))
    }
    if (holds.some((rule) => matches(rule, method)))
      await new Promise<void>((resume) => {
        held.push({ method, params, resume })
      })
    // Looked up after the wait, so a test can decide the outcome of a
    // request it holds: hold, see the pending UI, rejectNext, release.
    const rejection = rejections.find((rule) => matches(rule, method))
    if (rejection) {
      rejections = rejections.filter((rule) => rule !== rejection)
      throw failure(rejection, rpcErrorCodes.userRejectedRequest)
    }
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    const list = Array.isArray(params) ? params : []
    switch (method) {
      case 'eth_requestAccounts':
        authorize()
        return exposedAccounts()
      case 'eth_accounts':
        return exposedAccounts()
      case 'eth_coinbase':
        return exposedAccounts()[0] ?? null
      case 'eth_chainId':
        return chainHex()
      case 'net_version':
        return String(chainId)
      case 'wallet_requestPermissions':
        accountsPermission(list[0])
        authorize()
        return permissions()
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_revokePermissions':
        accountsPermission(list[0])
        changeAccounts(() => {
          authorized = false
        })
        return null
      case 'wallet_switchEthereumChain': {
        const target = list[0] as { chainId?: unknown } | undefined
        selectChain(parseChainId(target?.chainId))
        return null
      }
      case 'wallet_addEthereumChain': {
        if (addChainFailure)
          throw failure(addChainFailure, rpcErrorCodes.internal)
        const { chain, parameter } = parseAddEthereumChainParameter(params)
        addChainLog.push(clone(parameter))
        // A chain the wallet already knows keeps its own RPC URL, as in
        // MetaMask; adding it just switches to it.
        if (!chains.has(chain.id)) chains.set(chain.id, chain)
        persist()
        selectChain(chain.id)
        return null
      }
      case 'wallet_watchAsset':
        watched.push(parseWatchAssetParameters(params))
        return true
      case 'personal_sign': {
        const [message, address] = list
        if (typeof message !== 'string')
          throw invalidParams('Expected [message, address] as params.')
        return signer(address).signMessage({
          // Hex is signed as bytes; anything else as UTF-8 text, as MetaMask does.
          message: isHex(message) ? { raw: message } : message,
        })
      }
      case 'eth_sign': {
        const [address, hash] = list
        if (!isHex(hash) || hash.length !== 66)
          throw invalidParams('Expected [address, 32-byte hash] as params.')
        return signer(address).sign({ hash })
      }
      case 'eth_signTypedData_v4': {
        const [address, data] = list
        const signing = signer(address)
        const typedData = parseTypedData(data, chainId)
        try {
          return await signing.signTypedData(typedData)
        } catch (error) {
          throw invalidParams(
            `Could not sign the typed data: ${error instanceof Error ? error.message : String(error)}`,
          )
        }
      }
      case 'eth_sendTransaction': {
        const transaction = list[0]
        if (typeof transaction !== 'object' || transaction === null)
          throw invalidParams('Expected [transaction] as params.')
        const request = transaction as Record<string, unknown>
        return sendDevTransaction({
          account: signer(request.from),
          chainId,
          rpcUrl: chains.get(chainId)!.rpcUrl,
          transaction: request,
        })
      }
      default:
        if (forwardedMethods.has(method))
          return rpcRequest(chains.get(chainId)!.rpcUrl, method, params ?? [])
        throw new DevWalletRpcError({
          code: rpcErrorCodes.unsupportedMethod,
          message: `The method "${method}" is not supported by the Latch dev wallet.`,
        })
    }
  }

  async function request(args: unknown): Promise<unknown> {
    if (
      typeof args !== 'object' ||
      args === null ||
      typeof (args as { method?: unknown }).method !== 'string' ||
      (args as { method: string }).method === ''
    )
      throw new DevWalletRpcError({
        code: rpcErrorCodes.invalidRequest,
        message: 'Expected a single { method, params } object.',
      })
    const { method, params } = args as { method: string; params?: unknown }
    if (params !== undefined && (typeof params !== 'object' || params === null))
      throw invalidParams('Expected params to be an array or an object.')
    log.push({ method, params: clone(params) })
    await script(method, params)
    return handle(method, params)
  }

  const provider = {
    isLatchDevWallet: true as const,
    request: request as EIP1193RequestFn<EIP1474Methods>,
    on(event: string, listener: EmitterListener) {
      emitter.on(event, listener)
      return provider
    },
    once(event: string, listener: EmitterListener) {
      emitter.once(event, listener)
      return provider
    },
    removeListener(event: string, listener: EmitterListener) {
      emitter.removeListener(event, listener)
      return provider
    },
    off(event: string, listener: EmitterListener) {
      emitter.removeListener(event, listener)
      return provider
    },
  }

  const control: DevWalletControl = {
    promptMethods,
    requests: (match) =>
      log.filter((entry) => matches(match ?? {}, entry.method)),
    clearRequests() {
      log.length = 0
    },
    rejectNext(rejection = {}) {
      rejections.push(rejection)
    },
    delay({ ms, times = Number.POSITIVE_INFINITY, method }) {
      delays.push({ ms, times, method })
    },
    hold(match = {}) {
      holds.push(match)
    },
    release() {
      holds = []
      const resumed = held
      held = []
      for (const entry of resumed) entry.resume()
    },
    held: () => held.map(({ method, params }) => ({ method, params })),
    failAddChain(failure = {}) {
      addChainFailure = failure === false ? undefined : failure
    },
    switchAccount(index) {
      devAccount(index)
      changeAccounts(() => {
        accountIndex = index
      })
    },
    switchChain: selectChain,
    connect: authorize,
    disconnect({ accountsChanged = true } = {}) {
      authorized = false
      connected = false
      persist()
      emitter.emit(
        'disconnect',
        new DevWalletRpcError({ code: rpcErrorCodes.disconnected }),
      )
      if (accountsChanged) emitter.emit('accountsChanged', [])
    },
    lock() {
      changeAccounts(() => {
        locked = true
      })
    },
    unlock() {
      changeAccounts(() => {
        locked = false
      })
    },
    emit: emitter.emit,
    listenerCount: emitter.listenerCount,
    forgetChains({ except = [] } = {}) {
      if (!except.includes(chainId))
        throw new DevWalletRpcError({
          code: rpcErrorCodes.invalidParams,
          message: `The current chain ${chainId} cannot be forgotten; switch away first.`,
        })
      for (const id of [...chains.keys()])
        if (!except.includes(id)) chains.delete(id)
      persist()
    },
    watchedAssets: () => watched.map(clone),
    addChainRequests: () => addChainLog.map(clone),
    appInfo() {
      const call = extensionLog
        .filter((call) => call.name === 'setAppInfo')
        .at(-1)
      if (!call) return undefined
      const [appName, appLogoUrl, appChainIds, preference] = call.args
      return { appName, appLogoUrl, appChainIds, preference }
    },
    extensionCalls: () => extensionLog.map(clone),
    state: () => ({
      authorized,
      locked,
      connected,
      chainId,
      accountIndex,
      address: account().address,
      addresses: addresses(),
      chains: [...chains.values()].map(clone),
    }),
    reset() {
      rejections = []
      delays = []
      addChainFailure = undefined
      control.release()
    },
  }

  // EIP-1193: `connect` once the provider can serve a chain after it is
  // created; a microtask later, so listeners added right away hear it.
  queueMicrotask(() => emitter.emit('connect', { chainId: chainHex() }))

  return {
    provider,
    control,
    info,
    recordExtensionCall(call) {
      extensionLog.push({ name: call.name, args: clone(call.args) })
    },
  }
}

function matches(rule: DevWalletRequestMatch, method: string) {
  if (rule.method === undefined) return true
  if (typeof rule.method === 'string') return rule.method === method
  return rule.method.includes(method)
}

function failure(rule: DevWalletFailure, code: number) {
  if ('value' in rule) return rule.value
  return new DevWalletRpcError({
    code: rule.code ?? code,
    message: rule.message,
    data: rule.data,
  })
}

function accountsPermission(request: unknown) {
  if (
    typeof request !== 'object' ||
    request === null ||
    !('eth_accounts' in request) ||
    Object.keys(request).length !== 1
  )
    throw invalidParams('Only the eth_accounts permission is supported.')
}

function parseTypedData(data: unknown, chainId: number): TypedDataDefinition {
  let typedData: unknown = data
  if (typeof data === 'string')
    try {
      typedData = JSON.parse(data)
    } catch {
      throw invalidParams('Expected typed data as JSON.')
    }
  if (typeof typedData !== 'object' || typedData === null)
    throw invalidParams('Expected [address, typedData] as params.')
  const { domain, types, primaryType, message } = typedData as Record<
    string,
    unknown
  >
  if (typeof types !== 'object' || types === null)
    throw invalidParams('Expected "types" in the typed data.')
  if (typeof primaryType !== 'string')
    throw invalidParams('Expected "primaryType" in the typed data.')
  const domainChainId = (domain as { chainId?: unknown } | undefined)?.chainId
  // Signing for another chain than the selected one is refused, as MetaMask
  // does: a signature meant for one chain must not be replayable on another.
  if (
    domainChainId !== undefined &&
    Number(domainChainId as string | number) !== chainId
  )
    throw invalidParams(
      `Provided chainId "${String(domainChainId)}" must match the active chainId "${chainId}".`,
    )
  return {
    domain: (domain ?? {}) as TypedDataDefinition['domain'],
    types: types as TypedDataDefinition['types'],
    primaryType,
    message: (message ?? {}) as Record<string, unknown>,
  }
}

function invalidParams(message: string) {
  return new DevWalletRpcError({ code: rpcErrorCodes.invalidParams, message })
}

function clone<value>(value: value): value {
  try {
    return structuredClone(value)
  } catch {
    return value
  }
}

function invoker(): WalletPermission['invoker'] {
  const origin = (globalThis as { location?: { origin?: string } }).location
    ?.origin
  return origin?.startsWith('http')
    ? (origin as WalletPermission['invoker'])
    : 'http://localhost'
}

function load(
  storage: DevWalletStorage | undefined,
  key: string,
): Persisted | undefined {
  try {
    const raw = storage?.getItem(key)
    return raw ? (JSON.parse(raw) as Persisted) : undefined
  } catch {
    return undefined
  }
}

function defaultStorage(): DevWalletStorage | undefined {
  try {
    return (globalThis as { localStorage?: DevWalletStorage }).localStorage
  } catch {
    // Reading localStorage throws in opaque origins (sandboxed frames).
    return undefined
  }
}

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID exists only in secure contexts; build a v4 UUID by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0'))
  return `${hex.slice(0, 4).join('')}-${hex.slice(4, 6).join('')}-${hex.slice(6, 8).join('')}-${hex.slice(8, 10).join('')}-${hex.slice(10).join('')}`
}
