import { buildInjectScript, devnetContracts } from '@latch/devnet'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import {
  type AppServer,
  blankPath,
  type ServerLog,
} from '../../test/startAppServer.ts'
import { connectTestWallet } from './connectTestWallet.ts'
import {
  type FrameProbe,
  installFrameProbe,
  readFrameProbe,
} from './frameProbe.ts'
import { type Guard, guardContext, type ThirdPartyLog } from './guardContext.ts'
import { type Activity, trackActivity } from './trackActivity.ts'
import { waitForAccount } from './waitForAccount.ts'
import { walletRpcPath } from './walletRpcPath.ts'

/** The account the test wallet selects (anvil's first dev account). */
export const benchAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** Its ENS name on the devnet. */
export const benchAccountName = 'alice.eth'
/** The test wallet's EIP-6963 identity. */
export const benchWallet = { name: 'Test Wallet', rdns: 'dev.latch.testwallet' }

// Universal resolvers: the devnet's, and the one viem's mainnet/Sepolia use.
const universalResolvers = new Set([
  devnetContracts.ensUniversalResolver.toLowerCase(),
  '0xeeeeeeee14d718c2b47d9923deab1335e144eeee',
])

/**
 * An `eth_call` to a universal resolver, directly or inside a multicall
 * (whose calldata holds the resolver's address).
 */
function isEnsCall(call: {
  to?: string | undefined
  data?: string | undefined
}) {
  if (call.to && universalResolvers.has(call.to)) return true
  for (const address of universalResolvers)
    if (call.data?.includes(address.slice(2))) return true
  return false
}

/** What the app fetched and asked for during one phase of a measurement. */
export type PhaseTraffic = {
  /** gzip bytes of the JS files the server sent. */
  jsGzip: number
  jsFiles: number
  /** JSON-RPC calls the app sent to the devnet nodes, by method. */
  rpc: Record<string, number>
  rpcTotal: number
  /** ENS lookups: calls to a universal resolver, on the node or blocked. */
  ens: number
  /** Third-party requests per origin (all blocked). */
  thirdParty: Record<string, number>
  thirdPartyTotal: number
}

/** One reload with a stored session. */
export type ReloadSample = PhaseTraffic & {
  probe: FrameProbe | null
  error?: string | undefined
}

export type AppMeasurement = {
  /** A first visit, before any click. */
  firstVisit: PhaseTraffic
  /**
   * What the probe saw on the first visit, before the click: its *Connect*
   * frames show that the detector sees this kit's connect control at all.
   */
  firstVisitProbe: FrameProbe | null
  connectError?: string | undefined
  /** Reloads in the same context, assets in the HTTP cache. */
  warm: ReloadSample[]
  /** New contexts carrying the stored session, empty HTTP cache. */
  cold: ReloadSample[]
}

export type MeasureAppParameters = {
  browser: Browser
  server: AppServer
  /** The devnet chains, as the test wallet knows them. */
  chains: readonly { id: number; name: string }[]
  /** Reloads of each kind. */
  reloads: number
  /** Log a line of progress. */
  log?: ((line: string) => void) | undefined
  /** Skip the reloads (a first visit and its connect only). */
  firstVisitOnly?: boolean | undefined
  /** Inject extra wallet options (e.g. the Coinbase extension). */
  walletOptions?: Record<string, unknown> | undefined
  /** The entry to pick in the connect modal. */
  walletName?: string | undefined
  /** Record each frame's visible control texts in the probe. */
  trace?: boolean | undefined
  /** Run the connect flow after the first visit (default); not for a static page. */
  connect?: boolean | undefined
  /**
   * Connects in the page instead of picking `walletName` (e.g. WalletConnect:
   * a wallet peer reads the QR code); resolves once the account shows.
   */
  connectWith?: ((page: Page) => Promise<void>) | undefined
}

/** A connected app in its browser context, ready to be reloaded. */
export type AppSession = {
  firstVisit: PhaseTraffic
  firstVisitProbe: FrameProbe | null
  connectError?: string | undefined
  /**
   * A warm reload: the app's tab, parked on an empty page of the app's origin
   * between samples (so that an idle app takes no CPU from the others, and
   * the renderer is reused as on a reload), opens the app again with its
   * assets in the HTTP cache and its session stored.
   */
  warm: () => Promise<ReloadSample>
  /** A cold reload: a new context with the stored session, empty cache. */
  cold: () => Promise<ReloadSample>
  close: () => Promise<void>
}

/**
 * Opens an app in Chromium with the injected test wallet: a first visit
 * (measured before any click), then the connect flow, then one unmeasured
 * reload that fills the HTTP cache.
 */
export async function openAppSession(
  parameters: MeasureAppParameters,
): Promise<AppSession> {
  const { server, log = () => {} } = parameters
  const first = await openContext(parameters)
  const close = () => first.context.close()
  try {
    server.takeLog()
    first.guard.take()
    await first.page.goto(server.url, { waitUntil: 'load' })
    await first.activity.quiet(1_000, 15_000)
    const firstVisit = traffic(server.takeLog(), first.guard.take())
    const firstVisitProbe = await readFrameProbe(first.page).catch(() => null)
    log(
      `first visit: ${kib(firstVisit.jsGzip)} KiB JS, ${firstVisit.thirdPartyTotal} third-party`,
    )
    const unavailable = async (): Promise<ReloadSample> => {
      throw new Error('not connected')
    }
    try {
      if (parameters.connectWith) await parameters.connectWith(first.page)
      else if (parameters.connect ?? true)
        await connectTestWallet(first.page, {
          walletName: parameters.walletName ?? benchWallet.name,
        })
      // The persisted caches write at most once a second.
      await first.activity.quiet(1_500, 10_000)
      await first.page.waitForTimeout(1_200)
    } catch (error) {
      const connectError = firstLine(error)
      log(`connect failed: ${connectError}`)
      return {
        firstVisit,
        firstVisitProbe,
        connectError,
        warm: unavailable,
        cold: unavailable,
        close,
      }
    }

    const warm = async () => {
      const sample = await reload(first, server, () =>
        first.page.goto(server.url, { waitUntil: 'commit' }),
      )
      await first.page.goto(`${server.url}${blankPath}`)
      return sample
    }
    // Lift the routes (they turn Playwright's HTTP cache off), then load once,
    // unmeasured, so that the cache holds what a returning visitor's does.
    await first.guard.release()
    await warm()
    const storageState = await first.context.storageState()
    const cold = async () => {
      const opened = await openContext(parameters, storageState)
      try {
        return await reload(opened, server, () =>
          opened.page.goto(server.url, { waitUntil: 'commit' }),
        )
      } finally {
        await opened.context.close()
      }
    }
    return { firstVisit, firstVisitProbe, warm, cold, close }
  } catch (error) {
    await close()
    throw error
  }
}

/**
 * Measures one served app: a first visit and its connect, then warm and cold
 * reloads with the stored session, one after the other.
 */
export async function measureApp(
  parameters: MeasureAppParameters,
): Promise<AppMeasurement> {
  const { reloads, log = () => {} } = parameters
  const session = await openAppSession(parameters)
  try {
    const { firstVisit, firstVisitProbe, connectError } = session
    if (connectError || parameters.firstVisitOnly)
      return { firstVisit, firstVisitProbe, connectError, warm: [], cold: [] }
    const warm: ReloadSample[] = []
    for (let i = 0; i < reloads; i++) warm.push(await session.warm())
    log(`warm: ${summarizeSamples(warm)}`)
    const cold: ReloadSample[] = []
    for (let i = 0; i < reloads; i++) cold.push(await session.cold())
    log(`cold: ${summarizeSamples(cold)}`)
    return { firstVisit, firstVisitProbe, warm, cold }
  } finally {
    await session.close()
  }
}

type Opened = {
  context: BrowserContext
  page: Page
  guard: Guard
  activity: Activity
}

/**
 * A browser context of the bench: the injected test wallet, the frame probe,
 * third-party requests guarded and counted, and one page.
 */
export async function openContext(
  parameters: MeasureAppParameters,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<Opened> {
  const { browser, server, chains } = parameters
  const context = await browser.newContext(storageState ? { storageState } : {})
  const guard = await guardContext(context)
  const activity = trackActivity(context)
  await context.addInitScript({
    content: await buildInjectScript({
      chains: chains.map(({ id, name }) => ({
        id,
        name,
        rpcUrl: `${server.url}${walletRpcPath(id)}`,
      })),
      eip6963: [benchWallet],
      persist: true,
      ...parameters.walletOptions,
    }),
  })
  await installFrameProbe(context, {
    address: benchAccount,
    names: [benchAccountName],
    maxMs: 60_000,
    trace: parameters.trace,
  })
  const page = await context.newPage()
  return { context, page, guard, activity }
}

async function reload(
  opened: Opened,
  server: AppServer,
  navigate: () => Promise<unknown>,
): Promise<ReloadSample> {
  server.takeLog()
  opened.guard.take()
  let error: string | undefined
  try {
    await navigate()
    await waitForAccount(opened.page, 15_000)
  } catch (caught) {
    error = firstLine(caught)
  }
  await opened.activity.quiet(1_000, 10_000)
  const probe = await readFrameProbe(opened.page).catch(() => null)
  return {
    ...traffic(server.takeLog(), opened.guard.take()),
    probe,
    ...(error ? { error } : {}),
  }
}

function traffic(served: ServerLog, blocked: ThirdPartyLog): PhaseTraffic {
  const js = served.files.filter((x) => x.path.endsWith('.js'))
  const app = served.rpc.filter((x) => x.from === 'app')
  const rpc: Record<string, number> = {}
  for (const call of app) rpc[call.method] = (rpc[call.method] ?? 0) + 1
  const ens =
    app.filter((x) => x.method === 'eth_call' && isEnsCall(x)).length +
    blocked.ethCalls.filter(isEnsCall).length
  return {
    jsGzip: js.reduce((sum, x) => sum + x.gzip, 0),
    jsFiles: js.length,
    rpc,
    rpcTotal: app.length,
    ens,
    thirdParty: blocked.byOrigin,
    thirdPartyTotal: Object.values(blocked.byOrigin).reduce((a, b) => a + b, 0),
  }
}

/** The account times of some reloads, for a progress line. */
export function summarizeSamples(samples: readonly ReloadSample[]): string {
  return samples
    .map((x) =>
      x.probe?.accountAt == null ? 'none' : `${Math.round(x.probe.accountAt)}`,
    )
    .join(' ')
}

function kib(bytes: number): string {
  return (bytes / 1024).toFixed(1)
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error))
    .split('\n')[0]!
    .slice(0, 200)
}
