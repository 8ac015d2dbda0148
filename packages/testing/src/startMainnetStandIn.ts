import {
  type Anvil,
  deployFixtures,
  devnetContracts,
  startAnvil,
} from '@latch/devnet'
import { type Chain, defineChain } from 'viem'
import { mainnet } from 'viem/chains'
import { quietly } from './quietly.ts'

/** An anvil node with chain id 1 and the devnet's ENS: Ethereum mainnet, offline. */
export type MainnetStandIn = { anvil: Anvil; chain: Chain }

/**
 * Starts a stand-in for Ethereum mainnet (chain id 1) carrying the devnet's
 * ENS fixtures, so that "names resolve on mainnet" can be proven without
 * leaving the machine. Stop its `anvil` in `afterAll`. In happy-dom, start it
 * once the page has its URL (after `startTestDevnet`): only that origin gets in.
 */
export async function startMainnetStandIn(): Promise<MainnetStandIn> {
  // The node lets in Node clients and the page this test runs in, if any.
  const origin = globalThis.location?.origin
  const origins = origin ? [origin] : undefined
  const anvil = await quietly(() =>
    startAnvil({ chainId: mainnet.id, origins }),
  )
  try {
    await deployFixtures({ rpcUrl: anvil.rpcUrl })
  } catch (error) {
    await anvil.stop()
    throw error
  }
  const chain = defineChain({
    ...mainnet,
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
    // Only what the stand-in holds: with mainnet's multicall3 listed, wagmi's
    // clients would batch calls through a contract that is not there.
    contracts: {
      ensUniversalResolver: { address: devnetContracts.ensUniversalResolver },
    },
  })
  return { anvil, chain }
}
