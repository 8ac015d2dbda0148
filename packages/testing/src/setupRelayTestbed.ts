import {
  type Relay,
  type StartWalletPeerParameters,
  startRelay,
  startWalletPeer,
  type WalletPeer,
} from '@latch/devnet'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { startTestDevnet, type TestDevnet } from './startTestDevnet.ts'

/** The devnet and the local relay of a test file, and what its tests open. */
export type RelayTestbed = {
  /** Started before the file's first test. */
  readonly devnet: TestDevnet
  /** Started before the file's first test; the page's origin is let in. */
  readonly relay: Relay
  /** A wallet peer on the relay and both devnet chains, stopped after the test. */
  startPeer: (
    parameters?: Partial<StartWalletPeerParameters>,
  ) => Promise<WalletPeer>
  /** Runs `cleanup` after the test (a page closed, a provider's socket shut). */
  afterTest: (cleanup: () => unknown) => void
}

/**
 * Sets up a WalletConnect test file over the local relay: the devnet and the
 * relay started before its tests and stopped after them, the peers and the
 * test's cleanups after each test (then localStorage cleared), and one SDK
 * core per provider, as one per page (without `DISABLE_GLOBAL_CORE`, the SDK
 * hands every provider in the process the first one's core, and two pages
 * would share a relay connection). Call it at the top of the file.
 */
export function setupRelayTestbed(): RelayTestbed {
  let devnet: TestDevnet | undefined
  let relay: Relay | undefined
  const peers: WalletPeer[] = []
  const cleanups: (() => unknown)[] = []
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
  beforeAll(async () => {
    devnet = await startTestDevnet()
    // The page (happy-dom, at the URL startTestDevnet gave it) reaches the
    // relay directly, not through its own server: its origin is let in.
    relay = await startRelay({ origins: [window.location.origin] })
  })
  afterEach(async () => {
    await Promise.all(peers.splice(0).map((peer) => peer.stop()))
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
    localStorage.clear()
  })
  afterAll(async () => {
    await relay?.stop()
    await devnet?.stop()
    vi.unstubAllEnvs()
  })
  const started = <value>(value: value | undefined) => {
    if (!value) throw new Error('setupRelayTestbed: read before beforeAll ran')
    return value
  }
  return {
    get devnet() {
      return started(devnet)
    },
    get relay() {
      return started(relay)
    },
    async startPeer(parameters = {}) {
      const peer = await startWalletPeer({
        relayUrl: started(relay).url,
        chains: started(devnet).walletChains.map(({ id, rpcUrl }) => ({
          id,
          rpcUrl,
        })),
        ...parameters,
      })
      peers.push(peer)
      return peer
    },
    afterTest(cleanup) {
      cleanups.push(cleanup)
    },
  }
}
