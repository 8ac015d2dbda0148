#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { devnetChainIds } from '../chains/devnetChains.ts'
import { startWalletPeer } from './startWalletPeer.ts'

const usage = `Usage: latch-wallet <wc:pairing-uri> [options]   (in this repository: npm run devnet:wallet -- <uri>)

  --relay <ws url>    the relay (default: <origin>/devnet/relay, as ws://)
  --origin <url>      where npm start serves the app and its devnet proxies
                      (default: http://127.0.0.1:5173)
  --name <name>       the wallet's name as the app shows it (default: Latch Test Wallet)
  --account <index>   the anvil dev account to sign with (default: 0)
  --chains <ids>      the chains it approves (default: 13370,13371)

Quote the URI (it holds '&'). Pairs, approves, prints the address, then
answers requests until Ctrl-C (or SIGTERM), ending the session on the way out.`

/** `npm run devnet:wallet -- <uri>`: a WalletConnect wallet in a terminal. */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      relay: { type: 'string' },
      origin: { type: 'string', default: 'http://127.0.0.1:5173' },
      name: { type: 'string' },
      account: { type: 'string', default: '0' },
      // The devnet's chains; each is proxied at /devnet/rpc/<id>.
      chains: {
        type: 'string',
        default: `${devnetChainIds.first},${devnetChainIds.second}`,
      },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const uri = positionals[0]
  if (values.help || !uri?.startsWith('wc:')) {
    console.error(usage)
    process.exit(values.help ? 0 : 2)
  }
  const origin = values.origin.replace(/\/$/, '')
  const relayUrl =
    values.relay ?? `${origin.replace(/^http/, 'ws')}/devnet/relay`
  const chains = values.chains.split(',').map((id) => ({
    id: Number(id),
    rpcUrl: `${origin}/devnet/rpc/${Number(id)}`,
  }))

  const wallet = await startWalletPeer({
    relayUrl,
    name: values.name,
    chains,
    accountIndex: Number(values.account),
  })
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    // The app would otherwise keep a session nobody answers any more.
    await Promise.race([
      wallet.disconnect().catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ])
    await wallet.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)

  wallet.client.on('session_request', ({ params }) =>
    console.log(`request: ${params.request.method} on ${params.chainId}`),
  )
  wallet.client.on('session_delete', () =>
    console.log('the app ended the session (Ctrl-C to quit)'),
  )
  const session = await wallet.pair(uri)
  console.log(
    `connected: ${session.address} on ${session.chainIds.join(', ')} via ${relayUrl}`,
  )
  console.log('answering requests; Ctrl-C stops')
}

main().catch((error) => {
  console.error(
    `the wallet could not connect: ${error instanceof Error ? error.message : error}`,
  )
  process.exit(1)
})
