import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { EthereumProvider } from '@walletconnect/ethereum-provider'
import { verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, expect, test } from 'vitest'
import { stopProcess } from '../anvil.ts'
import { type Relay, startRelay } from '../relay/startRelay.ts'

const root = fileURLToPath(new URL('../../../..', import.meta.url))
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))
const started: { stop: () => Promise<void> }[] = []

afterAll(async () => {
  await Promise.allSettled(started.reverse().map((x) => x.stop()))
})

async function startDapp(relay: Relay) {
  const dapp = await EthereumProvider.init({
    projectId: 'latch-devnet',
    // Behind the devnet server the relay sits under this path.
    relayUrl: `${relay.url}/devnet/relay`,
    showQrModal: false,
    optionalChains: [13370, 13371],
    // Never called here; only keeps the provider off rpc.walletconnect.org.
    rpcMap: { 13370: 'http://127.0.0.1:9', 13371: 'http://127.0.0.1:9' },
    metadata: {
      name: 'Latch',
      description: '',
      url: 'http://127.0.0.1',
      icons: [],
    },
    customStoragePrefix: 'latch-cli-test',
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: 'silent',
  })
  started.push({
    stop: async () => {
      dapp.signer.client.core.heartbeat.stop()
      await dapp.signer.client.core.relayer.transportClose().catch(() => {})
    },
  })
  return dapp
}

function runCli(args: string[]) {
  const env = { ...process.env }
  // The CLI has to turn WalletConnect's test mode on by itself.
  delete env.IS_VITEST
  const child = spawn(`${root}node_modules/.bin/tsx`, [cli, ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push({ stop: () => stopProcess(child) })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const printed = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = output.match(pattern)
        if (match) resolve(match)
        else if (child.exitCode !== null) reject(new Error(output))
        else setTimeout(check, 20)
      }
      check()
    })
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  return { child: child as ChildProcess, printed, exited }
}

test('the CLI pairs, prints the address, answers, and leaves cleanly on SIGTERM', async () => {
  const relay = await startRelay()
  started.push(relay)
  const dapp = await startDapp(relay)
  const uri = new Promise<string>((resolve) =>
    dapp.once('display_uri', resolve),
  )
  const connected = dapp.connect()

  const cli = runCli([
    await uri,
    '--relay',
    `${relay.url}/devnet/relay`,
    '--name',
    'Rainbow',
  ])
  const [, address] = await cli.printed(/connected: (0x[0-9a-fA-F]{40})/)
  await connected
  const devAccount = mnemonicToAccount(
    'test test test test test test test test test test test junk',
  ).address
  expect(address).toBe(devAccount)
  expect(dapp.accounts).toEqual([devAccount])
  expect(dapp.session?.peer.metadata.name).toBe('Rainbow')

  const signature = await dapp.request<`0x${string}`>({
    method: 'personal_sign',
    params: ['from the terminal', devAccount],
  })
  expect(
    await verifyMessage({
      address: devAccount,
      message: 'from the terminal',
      signature,
    }),
  ).toBe(true)
  await cli.printed(/request: personal_sign on eip155:13370/)

  const disconnected = new Promise((resolve) =>
    dapp.once('disconnect', resolve),
  )
  cli.child.kill('SIGTERM')
  expect(await cli.exited).toBe(0)
  await disconnected
})
