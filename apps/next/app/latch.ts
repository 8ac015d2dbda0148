import {
  coinbaseWallet,
  createLatchConfig,
  injectedWallets,
  type LatchConfig,
  latchCookieStorage,
  ledgerLive,
  metaMask,
  okx,
  rainbow,
  trust,
  uniswap,
  walletConnect,
  zerion,
} from '@latch/core'
import {
  devnetChainIds,
  devnetChains,
  devnetProjectId,
  devnetRelayPath,
} from '@latch/devnet/browser'
import { arbitrum, base, mainnet, optimism, sepolia } from 'viem/chains'

/** Whether this build runs on the embedded devnet (`npm run dev:next`, the e2e tests). */
export const devnet = process.env.NEXT_PUBLIC_LATCH_DEVNET === '1'

/**
 * The app's config, on the server (the proxy's policy, the layout's cookie)
 * and in the browser alike. `origin` places the devnet's nodes and relay
 * (behind the app's own origin, through `next.config`'s rewrites).
 */
function createAppConfig(origin: string): LatchConfig {
  const wallets = [
    injectedWallets(),
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
  // The session in cookies: the server renders a returning visitor's account.
  const storage = latchCookieStorage()
  if (devnet)
    return createLatchConfig({
      appName: 'Latch',
      chains: devnetChains(origin),
      walletConnectProjectId: devnetProjectId,
      walletConnect: {
        relayUrl: `${origin.replace(/^http/, 'ws')}${devnetRelayPath}`,
      },
      // Names from the devnet's own ENS: nothing leaves the machine.
      ensChainId: devnetChainIds.first,
      wallets,
      ssr: true,
      storage,
    })
  return createLatchConfig({
    appName: 'Latch',
    chains: [mainnet, base, optimism, arbitrum, sepolia],
    walletConnectProjectId: process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID,
    wallets,
    ssr: true,
    storage,
  })
}

const configs = new Map<string, LatchConfig>()

/**
 * One config per origin, shared by every request (no visitor's state is
 * ever written into it), at most a few: a server reached under many host
 * names does not keep a config for each.
 */
export function appConfig(origin: string): LatchConfig {
  let config = configs.get(origin)
  if (!config) {
    if (configs.size >= 4) configs.clear()
    config = createAppConfig(origin)
    configs.set(origin, config)
  }
  return config
}
