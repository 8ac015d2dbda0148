import {
  baseAccount,
  type ChainRpcUrls,
  type CreateLatchConfigParameters,
  coinbaseWallet,
  createLatchConfig,
  injectedWallets,
  type LatchConfig,
  ledgerLive,
  metaMask,
  okx,
  rainbow,
  trust,
  uniswap,
  walletConnect,
  zerion,
} from '@latch/core'
import type { DevnetChain } from '@latch/devnet/browser'
import type { Chain } from 'viem'
import { mainnet } from 'viem/chains'
import { APP_NAME } from './app.ts'
import {
  alchemyRpcUrls,
  orderChains,
  type PublicChain,
  publicChains,
} from './chains.ts'
import type { Env } from './env.ts'

/** What a devnet build adds: its chains (the first is the default, with ENS) and relay. */
export type DevnetSetup = {
  chains: readonly [DevnetChain, ...DevnetChain[]]
  walletConnect: { projectId: string; relayUrl: string }
  /**
   * The rest of the devnet's settings: how recent transactions are followed
   * on its fast chains, its ERC-7677 paymaster service, the tokens its
   * account dialog lists.
   */
  settings?:
    | Pick<
        CreateLatchConfigParameters,
        'transactions' | 'paymasters' | 'tokens'
      >
    | undefined
}

/** A chain the app can offer: a public network, or a devnet's in devnet builds. */
export type AppChain = PublicChain | DevnetChain

/** The app's config: wagmi's, typed with the chains it can hold (`Register`). */
export type AppConfig = LatchConfig<readonly [AppChain, ...AppChain[]]>

export type CreateAppConfigParameters = {
  env: Env
  /** The embedded devnet, in devnet builds only. */
  devnet?: DevnetSetup | undefined
  storage?: CreateLatchConfigParameters['storage']
}

/**
 * Latch's own configuration of the kit: the public networks (the one
 * `VITE_CHAIN_ID` names first, else mainnet), each through its own nodes
 * (`VITE_RPC_URL_<chainId>`) or else the node provider when `VITE_ALCHEMY_ID`
 * is set, WalletConnect when its project id is; in devnet builds the
 * devnet's chains first, its relay, and names from its ENS.
 */
export function createAppConfig(
  parameters: CreateAppConfigParameters,
): AppConfig {
  const { env, devnet, storage } = parameters
  const chains = orderChains<readonly [AppChain, ...AppChain[]]>(
    [...publicChains, ...(devnet?.chains ?? [])],
    env.chainId ?? devnet?.chains[0].id,
  )
  // Per chain: its own URLs (`VITE_RPC_URL_<id>`), else the node provider's
  // (`VITE_ALCHEMY_ID`), else none (the public RPC alone).
  const rpcUrls: Record<number, ChainRpcUrls> = {}
  for (const chain of publicChains) {
    const urls =
      env.rpcUrls[chain.id] ??
      (env.alchemyId ? alchemyRpcUrls(chain.id, env.alchemyId) : undefined)
    if (urls) rpcUrls[chain.id] = urls
  }
  return createLatchConfig({
    appName: APP_NAME,
    chains,
    rpcUrls,
    walletConnectProjectId:
      devnet?.walletConnect.projectId ?? env.walletConnectProjectId,
    walletConnect: devnet
      ? { relayUrl: devnet.walletConnect.relayUrl }
      : undefined,
    ensChainId: ensChainIdFor(devnet?.chains),
    wallets: appWallets,
    ...devnet?.settings,
    ...(storage !== undefined ? { storage } : {}),
  })
}

/**
 * The wallets Latch offers: the browser's own, Base Account and the older
 * Coinbase Wallet SDK beside it (the seed's), the wallet apps a phone opens
 * with one tap (each over WalletConnect, a QR code on a desktop), and any
 * other WalletConnect wallet.
 */
const appWallets = [
  injectedWallets(),
  baseAccount(),
  coinbaseWallet(),
  metaMask(),
  rainbow(),
  trust(),
  uniswap(),
  zerion(),
  ledgerLive(),
  okx(),
  walletConnect(),
]

/**
 * Names live on Ethereum mainnet for every public network (seed §4); on the
 * devnet, in its own ENS, which also serves any chain Latch does not know,
 * so a devnet build never leaves the machine for a name.
 */
function ensChainIdFor(devnetChains: readonly Chain[] | undefined) {
  const own = devnetChains?.find(
    (chain) => chain.contracts?.ensUniversalResolver,
  )
  return (chainId: number) => {
    if (publicChains.some((chain) => chain.id === chainId)) return mainnet.id
    const mine = devnetChains?.find(
      (chain) => chain.id === chainId && chain.contracts?.ensUniversalResolver,
    )
    return (mine ?? own)?.id ?? mainnet.id
  }
}
