// The bench's Latch entry: production, plus the devnet's chains (reached at
// `/devnet/rpc/<id>`, ENS on the first), without the Dev wallet, so the page
// offers the same chains as the peer apps and only the injected test wallet.

import {
  devnetChains,
  devnetProjectId,
  devnetRelayPath,
} from '@latch/devnet/browser'
import { start } from '../src/start.tsx'

start({
  chains: devnetChains(location.origin),
  walletConnect: {
    projectId: devnetProjectId,
    relayUrl: `${location.origin.replace(/^http/, 'ws')}${devnetRelayPath}`,
  },
  tokens: [],
})
