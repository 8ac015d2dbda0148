import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { DevWalletChain } from '@latch/devnet'
import {
  type Anvil,
  deployFixtures,
  devnetChainIds,
  devnetChains,
  startAnvil,
} from '@latch/devnet'
import type { Chain } from 'viem'
import { quietly } from './quietly.ts'

/** Two anvil chains (fixtures on the first) and a page origin of our own. */
export type TestDevnet = {
  /** The page's URL: a loopback server the test owns, set as happy-dom's location. */
  pageUrl: string
  anvils: readonly [Anvil, Anvil]
  /** The devnet chains as the app configures them, their RPC on the anvils. */
  chains: readonly [Chain, Chain]
  /** The same chains as the Dev wallet knows them. */
  walletChains: readonly [DevWalletChain, DevWalletChain]
  stop: () => Promise<void>
}

/**
 * Starts what an integration test drives the wallet layer against: the two
 * devnet chains on anvil, with ENS and the demo token on the first, and a
 * page origin. Call `stop` in `afterAll`.
 *
 * The app reaches the nodes directly: their gates let in this page's origin
 * (and answer its CORS), and no other. The page origin is a server
 * of our own because the Coinbase Wallet SDK fetches the page it runs in (a
 * COOP check): it must reach this test's server, not whatever listens on
 * happy-dom's default `localhost:3000`.
 */
export async function startTestDevnet(): Promise<TestDevnet> {
  const page = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><title>Latch</title>')
  })
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve))
  const pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`
  const { happyDOM } = globalThis as unknown as {
    happyDOM: {
      setURL: (url: string) => void
      waitUntilComplete: () => Promise<void>
    }
  }
  happyDOM.setURL(pageUrl)

  // The nodes let in Node clients and this page only.
  const origins = [new URL(pageUrl).origin]
  const anvils = await quietly(() =>
    Promise.all([
      startAnvil({ chainId: devnetChainIds.first, origins }),
      startAnvil({ chainId: devnetChainIds.second, origins }),
    ]),
  )
  const stop = async () => {
    // Lets the page's fetches in flight (the SDK's COOP check) finish first.
    await happyDOM.waitUntilComplete()
    await Promise.all([
      ...anvils.map((anvil) => anvil.stop()),
      new Promise((resolve) => page.close(resolve)),
    ])
  }
  try {
    await deployFixtures({ rpcUrl: anvils[0].rpcUrl })
  } catch (error) {
    await stop()
    throw error
  }

  const [first, second] = devnetChains(pageUrl.replace(/\/$/, ''))
  const onAnvil = (chain: Chain, anvil: Anvil): Chain => ({
    ...chain,
    rpcUrls: { default: { http: [anvil.rpcUrl], webSocket: [anvil.wsUrl] } },
  })
  const chains = [
    onAnvil(first, anvils[0]),
    onAnvil(second, anvils[1]),
  ] as const
  return {
    pageUrl,
    anvils,
    chains,
    walletChains: [
      { id: first.id, name: first.name, rpcUrl: anvils[0].rpcUrl },
      { id: second.id, name: second.name, rpcUrl: anvils[1].rpcUrl },
    ],
    stop,
  }
}
