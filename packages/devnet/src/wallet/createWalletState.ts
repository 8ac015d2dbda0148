import {
  type AddEthereumChainParameter,
  type Address,
  type Hex,
  numberToHex,
  type WatchAssetParams,
} from 'viem'
import type { CallsBatch } from './callsStatus.ts'
import type {
  CreateDevWalletParameters,
  DevWalletChain,
} from './createDevWallet.ts'
import type {
  DevWalletCallsMode,
  DevWalletCapabilities,
  DevWalletExtensionCall,
} from './createDevWalletControl.ts'
import type { Emitter } from './createEmitter.ts'
import type { TransactionReplacement } from './currentHash.ts'
import { DevWalletRpcError, rpcErrorCodes } from './DevWalletRpcError.ts'
import { devAccount, devAccountCount } from './devAccount.ts'
import { invalidParams } from './invalidParams.ts'
import { openDevWalletStorage } from './openDevWalletStorage.ts'
import { randomUuid } from './randomUuid.ts'
import { restoreCalls } from './restoreCalls.ts'
import type { RecordedTransaction } from './sendWalletTransaction.ts'

/** The state of a dev wallet behind a `createDevWallet` call. */
export type WalletState = ReturnType<typeof createWalletState>

/**
 * The dev wallet's state (accounts, chain, authorization, the chains and
 * assets it knows) and the changes to it, which emit EIP-1193's events.
 */
export function createWalletState(
  parameters: CreateDevWalletParameters,
  rdns: string,
  emitter: Emitter,
) {
  const { storage, accountCount, ...initial } = initialState(parameters, rdns)
  const lowerCase = parameters.addressCase === 'lower'
  const state = {
    ...initial,
    authorizedAt: Date.now(),
    permissionId: randomUuid(),
    locked: false,
    connected: true,
    extensionCalls: [] as DevWalletExtensionCall[],
    watchedAssets: [] as WatchAssetParams[],
    addChainRequests: [] as AddEthereumChainParameter[],
    callsMode: parameters.calls ?? ('atomic' as DevWalletCallsMode),
    capabilities: {
      paymasterService: parameters.paymasterService ?? true,
    } as Required<DevWalletCapabilities>,
    sendFailing: false,
    transactions: [] as RecordedTransaction[],
    batches: new Map<string, CallsBatch>(),
    replaced: new Map<Hex, TransactionReplacement>(),
    shownCalls: [] as string[],
  }
  restoreCalls(storage.saved, state)

  // The selected account first, then the ones after it.
  const accountIndexes = () =>
    Array.from(
      { length: accountCount },
      (_, offset) => (state.accountIndex + offset) % devAccountCount,
    )
  const addresses = () =>
    accountIndexes().map((index) => {
      const { address } = devAccount(index)
      return (lowerCase ? address.toLowerCase() : address) as Address
    })
  const exposedAccounts = (): Address[] =>
    state.authorized && !state.locked ? addresses() : []
  const chainHex = () => numberToHex(state.chainId)
  const persist = () => storage.save(state)
  // Batches another page of the same wallet sent or moved on since.
  const refreshCalls = () => restoreCalls(storage.load(), state)

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
      if (!state.authorized) {
        state.authorizedAt = Date.now()
        state.permissionId = randomUuid()
      }
      state.authorized = true
      state.locked = false
      if (!state.connected) {
        state.connected = true
        emitter.emit('connect', { chainId: chainHex() })
      }
    })
  }

  function selectChain(id: number) {
    if (!state.chains.has(id))
      throw new DevWalletRpcError({
        code: rpcErrorCodes.unrecognizedChain,
        message: `Unrecognized chain ID "${numberToHex(id)}". Try adding the chain using wallet_addEthereumChain first.`,
      })
    if (id === state.chainId) return
    state.chainId = id
    persist()
    emitter.emit('chainChanged', chainHex())
  }

  // The same object, not a copy: the method groups and the control change
  // its fields in place, and the operations read them.
  return Object.assign(state, {
    emitter,
    accountIndexes,
    addresses,
    exposedAccounts,
    chainHex,
    persist,
    refreshCalls,
    changeAccounts,
    authorize,
    selectChain,
  })
}

// Checks the parameters, then lets what was persisted override them.
function initialState(parameters: CreateDevWalletParameters, rdns: string) {
  if (parameters.chains.length === 0)
    throw invalidParams('The dev wallet needs at least one chain.')
  const storage = openDevWalletStorage(parameters, rdns)
  const { saved } = storage
  const chains = new Map<number, DevWalletChain>()
  for (const chain of saved?.chains ?? []) chains.set(chain.id, chain)
  for (const chain of parameters.chains) chains.set(chain.id, chain)
  const chainId = parameters.chainId ?? parameters.chains[0]!.id
  if (!chains.has(chainId))
    throw new DevWalletRpcError({
      code: rpcErrorCodes.unrecognizedChain,
      message: `The initial chain ${chainId} is not among the wallet's chains.`,
    })
  const accountIndex = saved?.accountIndex ?? parameters.accountIndex ?? 0
  devAccount(accountIndex) // fails early on a bad index
  const accountCount = parameters.accountCount ?? 1
  if (
    !Number.isInteger(accountCount) ||
    accountCount < 1 ||
    accountCount > devAccountCount
  )
    throw invalidParams(
      `Expected an account count from 1 to ${devAccountCount}, got ${accountCount}.`,
    )
  return {
    storage,
    accountCount,
    chains,
    chainId: saved && chains.has(saved.chainId) ? saved.chainId : chainId,
    accountIndex,
    authorized: saved?.authorized ?? false,
  }
}
