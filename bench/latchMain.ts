// The bench's Latch entry: production, plus the devnet's chains (reached at
// `/devnet/rpc/<id>`, ENS on the first), without the Dev wallet, so the page
// offers the same chains as the peer apps and only the injected test wallet.
import { start } from '../src/app/start.tsx'
import {
  devnetChains,
  devnetProjectId,
  devnetRelayPath,
} from '../src/config/devnet.ts'

start({
  chains: devnetChains(location.origin),
  walletConnect: {
    projectId: devnetProjectId,
    relayUrl: `${location.origin.replace(/^http/, 'ws')}${devnetRelayPath}`,
  },
  tokens: [],
})
