import { announceProvider } from './announceProvider.ts'
import {
  createDevWallet,
  type DevWallet,
  type DevWalletCallsMode,
  type DevWalletChain,
  type DevWalletControl,
  type DevWalletInfo,
} from './createDevWallet.ts'
import { installCoinbaseExtension } from './installCoinbaseExtension.ts'
import { installEthereum } from './installEthereum.ts'

/** What an end-to-end test asks to have in the page (plain JSON). */
export type DevWalletInjectConfig = {
  chains: DevWalletChain[]
  /** The chain selected at start; the first chain by default. */
  chainId?: number | undefined
  /** Which of anvil's dev accounts (0 to 9) is selected; 0 by default. */
  accountIndex?: number | undefined
  /** Keep authorization across reloads in the page's localStorage. */
  persist?: boolean | undefined
  /** How the wallets take EIP-5792 batches; `atomic` by default. */
  calls?: DevWalletCallsMode | undefined
  /**
   * Whether the wallets offer `paymasterService` on the chains with a
   * `bundlerUrl`; `true` by default.
   */
  paymasterService?: boolean | undefined
  /** Install the main wallet as `window.ethereum`; true by default. */
  ethereum?: boolean | undefined
  /**
   * EIP-6963 announcements, one wallet each: the first is the main wallet
   * (the one at `window.ethereum`, as with MetaMask), every further entry a
   * wallet of its own. One announcement with the default info by default;
   * `[]` for none. Give each a distinct `rdns`.
   */
  eip6963?: Partial<DevWalletInfo>[] | undefined
  /** Install a wallet of its own as `window.coinbaseWalletExtension`. */
  coinbaseExtension?: boolean | Partial<DevWalletInfo> | undefined
}

/** The page globals the injected wallets are reachable through. */
export type DevWalletGlobals = {
  /** The main wallet's control (the Coinbase one's when it is alone). */
  __latchDevWallet?: DevWalletControl
  /** Every injected wallet's control, by rdns. */
  __latchDevWallets?: Record<string, DevWalletControl>
}

/**
 * Creates the wallets a config asks for and presents them in a page:
 * `window.ethereum`, EIP-6963 announcements, the Coinbase extension.
 */
export function injectDevWallet(
  config: DevWalletInjectConfig,
  target: EventTarget = globalThis,
): Record<string, DevWallet> {
  const common = {
    chains: config.chains,
    chainId: config.chainId,
    accountIndex: config.accountIndex,
    persist: config.persist,
    calls: config.calls,
    paymasterService: config.paymasterService,
  }
  const wallets: Record<string, DevWallet> = {}
  let main: DevWallet | undefined
  const announcements = config.eip6963 ?? [{}]
  if (config.ethereum ?? true) {
    main = createDevWallet({ ...common, info: announcements[0] })
    installEthereum(main, target)
  }
  announcements.forEach((info, index) => {
    const wallet =
      index === 0 && main ? main : createDevWallet({ ...common, info })
    main ??= wallet
    wallets[wallet.info.rdns] = wallet
    announceProvider(wallet, target)
  })
  if (main) wallets[main.info.rdns] = main
  if (config.coinbaseExtension) {
    const wallet = createDevWallet({
      ...common,
      info: {
        name: 'Coinbase Wallet (dev)',
        rdns: 'com.coinbase.wallet.dev',
        ...(config.coinbaseExtension === true ? {} : config.coinbaseExtension),
      },
    })
    installCoinbaseExtension(wallet, target)
    wallets[wallet.info.rdns] = wallet
    main ??= wallet
  }

  const globals = target as DevWalletGlobals
  if (main) globals.__latchDevWallet = main.control
  globals.__latchDevWallets = Object.fromEntries(
    Object.entries(wallets).map(([rdns, wallet]) => [rdns, wallet.control]),
  )
  return wallets
}
