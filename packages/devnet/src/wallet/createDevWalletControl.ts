import type {
  AddEthereumChainParameter,
  Address,
  Hex,
  WatchAssetParams,
} from 'viem'
import { clone } from './clone.ts'
import type { DevWalletChain } from './createDevWallet.ts'
import type {
  DevWalletFailure,
  DevWalletRequest,
  DevWalletRequestMatch,
  FaultScript,
} from './createFaultScript.ts'
import {
  createTransactionControl,
  type DevWalletTransaction,
} from './createTransactionControl.ts'
import type { WalletState } from './createWalletState.ts'
import { DevWalletRpcError, rpcErrorCodes } from './DevWalletRpcError.ts'
import { devAccount } from './devAccount.ts'
import { invalidParams } from './invalidParams.ts'

/** A call an app made on a presentation object rather than on `request`. */
export type DevWalletExtensionCall = { name: string; args: unknown[] }

/** What the Coinbase Wallet SDK passed to the extension's `setAppInfo`. */
export type CoinbaseAppInfo = {
  appName: unknown
  appLogoUrl: unknown
  appChainIds: unknown
  preference: unknown
}

/** How the wallet ends the site's session. */
export type DevWalletDisconnectOptions = {
  /** Emit `accountsChanged []` after `disconnect`; `true` by default. */
  accountsChanged?: boolean | undefined
}

/** What the wallet is at a moment, as `control.state()` reports it. */
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

/**
 * How the wallet takes EIP-5792 batches: `atomic`, one transaction through
 * an EIP-7702 delegation (capability `atomic` is `ready`, then `supported`);
 * `sequential`, one transaction per call (`unsupported`; `atomicRequired`
 * is refused with 5760); `unsupported`, no EIP-5792 methods at all (-32601),
 * so viem's `experimental_fallback` sends the calls itself.
 */
export type DevWalletCallsMode = 'atomic' | 'sequential' | 'unsupported'

/**
 * The EIP-5792 capabilities the wallet can be told to offer or not, as
 * wallets without them answer: `paymasterService` (ERC-7677), only ever on
 * the chains with a `bundlerUrl`.
 */
export type DevWalletCapabilities = {
  paymasterService?: boolean | undefined
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
  /** Changes how the wallet takes EIP-5792 batches from now on. */
  setCallsMode: (mode: DevWalletCallsMode) => void
  /**
   * Turns capabilities on or off from now on (those not named are kept):
   * off, `wallet_getCapabilities` leaves them out and a batch that asks for
   * one is refused with 5700, or sent without it when it is `optional`.
   */
  setCapabilities: (capabilities: DevWalletCapabilities) => void
  /** The batch ids the app asked the wallet to show (`wallet_showCallsStatus`). */
  shownCalls: () => string[]
  /**
   * Forgets every EIP-5792 batch the wallet sent, as a reinstalled wallet
   * would: `wallet_getCallsStatus` then answers 5730 (unknown bundle id).
   */
  forgetCalls: () => void
  /** The transactions the wallet sent, oldest first, replacements included. */
  transactions: () => DevWalletTransaction[]
  /**
   * Sends transactions the node's estimate says revert (as a user who
   * confirms the wallet's warning does), so they are mined and fail; until
   * `false` or `reset`. By default the wallet refuses them with the node's
   * error.
   */
  sendFailing: (send?: boolean) => void
  /** Turns the selected chain's automine (anvil) off, so sent transactions stay pending, or back on. */
  setAutomine: (automine: boolean) => Promise<void>
  /** Mines `blocks` blocks (1 by default) on the selected chain. */
  mine: (blocks?: number) => Promise<void>
  /**
   * Replaces a pending transaction (the last one sent by default) with the
   * same one paying more; resolves with the new hash.
   */
  speedUp: (hash?: Hex) => Promise<Hex>
  /**
   * Replaces a pending transaction (the last one sent by default) with a
   * transfer of nothing to the sender, same nonce, paying more; resolves
   * with the new hash.
   */
  cancel: (hash?: Hex) => Promise<Hex>
  /** Removes a pending transaction (the last one sent by default) from the node's pool. */
  drop: (hash?: Hex) => Promise<void>
  /**
   * Drops scripted rejections, delays, holds, add-chain failures and
   * `sendFailing`, and restores the created calls mode and capabilities.
   */
  reset: () => void
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
  'wallet_sendCalls',
] as const

/** The control API tests and the page steer a dev wallet with. */
export function createDevWalletControl(
  state: WalletState,
  faults: FaultScript,
): DevWalletControl {
  const { emitter } = state
  const setLocked = (locked: boolean) =>
    state.changeAccounts(() => {
      state.locked = locked
    })
  const initialCallsMode = state.callsMode
  const initialCapabilities = { ...state.capabilities }
  return {
    promptMethods,
    ...faults.control,
    ...createTransactionControl(state),
    setCallsMode(mode) {
      if (!['atomic', 'sequential', 'unsupported'].includes(mode))
        throw invalidParams(`Unknown calls mode ${JSON.stringify(mode)}.`)
      state.callsMode = mode
    },
    setCapabilities(capabilities) {
      const { paymasterService } = capabilities ?? {}
      if (
        paymasterService !== undefined &&
        typeof paymasterService !== 'boolean'
      )
        throw invalidParams('Expected { paymasterService?: boolean }.')
      if (paymasterService !== undefined)
        state.capabilities.paymasterService = paymasterService
    },
    shownCalls: () => [...state.shownCalls],
    forgetCalls() {
      state.batches.clear()
      state.persist()
    },
    reset() {
      faults.control.reset()
      state.sendFailing = false
      state.callsMode = initialCallsMode
      Object.assign(state.capabilities, initialCapabilities)
    },
    switchAccount(index) {
      devAccount(index)
      state.changeAccounts(() => {
        state.accountIndex = index
      })
    },
    switchChain: state.selectChain,
    connect: state.authorize,
    disconnect({ accountsChanged = true } = {}) {
      state.authorized = false
      state.connected = false
      state.persist()
      emitter.emit(
        'disconnect',
        new DevWalletRpcError({ code: rpcErrorCodes.disconnected }),
      )
      if (accountsChanged) emitter.emit('accountsChanged', [])
    },
    lock: () => setLocked(true),
    unlock: () => setLocked(false),
    emit: emitter.emit,
    listenerCount: emitter.listenerCount,
    forgetChains({ except = [] } = {}) {
      if (!except.includes(state.chainId))
        throw invalidParams(
          `The current chain ${state.chainId} cannot be forgotten; switch away first.`,
        )
      for (const id of [...state.chains.keys()])
        if (!except.includes(id)) state.chains.delete(id)
      state.persist()
    },
    watchedAssets: () => state.watchedAssets.map(clone),
    addChainRequests: () => state.addChainRequests.map(clone),
    appInfo() {
      const call = state.extensionCalls
        .filter((call) => call.name === 'setAppInfo')
        .at(-1)
      if (!call) return undefined
      const [appName, appLogoUrl, appChainIds, preference] = call.args
      return { appName, appLogoUrl, appChainIds, preference }
    },
    extensionCalls: () => state.extensionCalls.map(clone),
    state: () => ({
      authorized: state.authorized,
      locked: state.locked,
      connected: state.connected,
      chainId: state.chainId,
      accountIndex: state.accountIndex,
      address: devAccount(state.accountIndex).address,
      addresses: state.addresses(),
      chains: [...state.chains.values()].map(clone),
    }),
  }
}
