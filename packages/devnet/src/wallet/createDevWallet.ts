import type { EIP1193Provider, EIP1193RequestFn, EIP1474Methods } from 'viem'
import { clone } from './clone.ts'
import {
  createDevWalletControl,
  type DevWalletCallsMode,
  type DevWalletControl,
  type DevWalletExtensionCall,
} from './createDevWalletControl.ts'
import { createEmitter, type EmitterListener } from './createEmitter.ts'
import { createFaultScript } from './createFaultScript.ts'
import { createRequestHandler } from './createRequestHandler.ts'
import { createWalletState } from './createWalletState.ts'
import { devWalletIcon } from './devWalletIcon.ts'
import { randomUuid } from './randomUuid.ts'

// The types of `control` and of `calls`, where importers of
// `createDevWallet` look for them.
export type { DevWalletCallsMode, DevWalletControl }

/** A chain the wallet knows: where it sends reads and transactions. */
export type DevWalletChain = {
  id: number
  name: string
  rpcUrl: string
  /**
   * The chain's ERC-4337 bundler (e.g. the devnet's, at
   * `devnetBundlerPath(id)` on the page's origin): with one, the wallet sends
   * batches carrying `paymasterService` as a sponsored UserOperation.
   */
  bundlerUrl?: string | undefined
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
  /**
   * How the wallet takes EIP-5792 batches (`wallet_sendCalls`): `atomic`
   * by default; see `DevWalletCallsMode`.
   */
  calls?: DevWalletCallsMode | undefined
  /**
   * Whether the wallet offers `paymasterService` (ERC-7677) on the chains
   * that have a `bundlerUrl`; `true` by default (see `setCapabilities`).
   */
  paymasterService?: boolean | undefined
}

/** The EIP-1193 provider the wallet exposes. */
export type DevWalletProvider = EIP1193Provider & {
  readonly isLatchDevWallet: true
}

export type DevWallet = {
  provider: DevWalletProvider
  control: DevWalletControl
  info: DevWalletInfo
  /** Lets a presentation (the Coinbase extension) record calls made on it. */
  recordExtensionCall: (call: DevWalletExtensionCall) => void
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
  const emitter = createEmitter()
  const state = createWalletState(parameters, info.rdns, emitter)
  const faults = createFaultScript()
  const provider = {
    isLatchDevWallet: true as const,
    request: createRequestHandler(
      state,
      faults,
    ) as EIP1193RequestFn<EIP1474Methods>,
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

  // EIP-1193: `connect` once the provider can serve a chain after it is
  // created; a microtask later, so listeners added right away hear it.
  queueMicrotask(() => emitter.emit('connect', { chainId: state.chainHex() }))

  return {
    provider,
    control: createDevWalletControl(state, faults),
    info,
    recordExtensionCall(call) {
      state.extensionCalls.push({ name: call.name, args: clone(call.args) })
    },
  }
}
