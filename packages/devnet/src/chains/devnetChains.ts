import { type Chain, defineChain } from 'viem'

/**
 * The embedded devnet: two anvil chains behind the app's own origin.
 *
 * The app reaches each node through a same-origin path (`/devnet/rpc/<id>`)
 * that the devnet server proxies to the node's loopback port, so one build
 * works whatever ports the nodes got, and a strict `connect-src 'self'` holds.
 */
export const devnetChainIds = { first: 13_370, second: 13_371 } as const

/** The account that deploys the devnet fixtures (anvil's first dev account). */
export const devnetDeployer = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * Where the devnet fixtures live on the first chain. The deployer deploys them
 * in a fixed order from nonce 0 on a fresh node, so the addresses are known in
 * advance; `deployFixtures` checks them after deploying.
 */
export const devnetContracts = {
  ensRegistry: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  ensPublicResolver: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
  ensReverseRegistrar: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
  ensUniversalResolver: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
  demoToken: '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853',
} as const

/**
 * Where `startDevnet({ accountAbstraction: true })` puts the ERC-4337
 * contracts on the first chain: EntryPoint v0.8 and Simple7702Account at
 * their canonical addresses (the published bytecode through the CREATE2
 * deployer anvil ships, with the published salts), and the devnet's verifying
 * paymaster, whose signer is the devnet's paymaster service.
 */
export const devnetAccountAbstractionContracts = {
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  simple7702Account: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
  paymaster: '0x6aFc8b5661fa8EFF4a947849b0054426Bfa31f2b',
} as const

/**
 * The dev account (anvil's index) that `startDevnet({ accountAbstraction:
 * true })` leaves with 0 ETH and 100 demo tokens: a visitor who has never
 * bought gas, for the Dev wallet's `accountIndex`.
 */
export const devnetVisitorAccountIndex = 6

/** The path under which the devnet server proxies a chain's node. */
export function devnetRpcPath(chainId: number): string {
  return `/devnet/rpc/${chainId}`
}

/**
 * The path under which the devnet server proxies a chain's ERC-4337 bundler
 * (`startDevnet({ accountAbstraction: true })`).
 */
export function devnetBundlerPath(chainId: number): string {
  return `/devnet/bundler/${chainId}`
}

/**
 * The path under which the devnet server proxies a chain's ERC-7677
 * paymaster service (`startDevnet({ accountAbstraction: true })`).
 */
export function devnetPaymasterPath(chainId: number): string {
  return `/devnet/paymaster/${chainId}`
}

/** A devnet chain: viem's `Chain` with one of `devnetChainIds` as its id. */
export type DevnetChain<id extends number = DevnetChainId> = Chain & { id: id }

/** The id of a devnet chain. */
export type DevnetChainId = (typeof devnetChainIds)[keyof typeof devnetChainIds]

/**
 * The two devnet chains, with RPC URLs on the given origin; their ids are
 * typed, so a wagmi config made of them types its `chainId`s.
 */
export function devnetChains(
  origin: string,
): readonly [
  DevnetChain<typeof devnetChainIds.first>,
  DevnetChain<typeof devnetChainIds.second>,
] {
  const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
  return [
    defineChain({
      id: devnetChainIds.first,
      name: 'Latch Devnet',
      nativeCurrency,
      rpcUrls: {
        default: { http: [`${origin}${devnetRpcPath(devnetChainIds.first)}`] },
      },
      contracts: {
        ensUniversalResolver: {
          address: devnetContracts.ensUniversalResolver,
        },
      },
      testnet: true,
    }),
    defineChain({
      id: devnetChainIds.second,
      name: 'Latch Devnet 2',
      nativeCurrency,
      rpcUrls: {
        default: {
          http: [`${origin}${devnetRpcPath(devnetChainIds.second)}`],
        },
      },
      testnet: true,
    }),
  ]
}

/** The path under which the devnet server proxies its WalletConnect relay. */
export const devnetRelayPath = '/devnet/relay'

/** The devnet's WalletConnect project id: its local relay accepts any. */
export const devnetProjectId = 'latch-devnet'
