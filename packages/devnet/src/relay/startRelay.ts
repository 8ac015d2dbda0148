import type { IncomingMessage } from 'node:http'
import { WebSocketServer } from 'ws'
import { freePort } from '../freePort.ts'
import { isAllowedOrigin } from '../isAllowedOrigin.ts'
import { createRelayState } from './createRelayState.ts'
import { handleRelayFrame } from './handleRelayFrame.ts'

export type StartRelayParameters = {
  /** A fixed port; by default a free loopback port is picked. */
  port?: number | undefined
  /**
   * The page origins let in, besides Node clients (no `Origin`). By default
   * the origin of the server a request came through, on loopback: the dev
   * page whose server proxies the relay.
   */
  origins?: readonly string[] | undefined
  /** Caps on what the relay takes and keeps; each has a default. */
  limits?: Partial<RelayLimits> | undefined
  /** Logs every frame to stderr. */
  debug?: boolean | undefined
}

/** What the relay takes and keeps, at most. */
export type RelayLimits = {
  /** Seconds a message is kept for a peer that has not read it: a longer `ttl` is clamped. */
  maxTtl: number
  /** Bytes of one message: a larger one is refused with an error. */
  maxMessageBytes: number
  /** Bytes of one frame: a larger one closes the socket (1009). */
  maxFrameBytes: number
  /** Topics one socket subscribes to: one more is refused with an error. */
  maxTopicsPerClient: number
  /** Messages kept on one topic: the oldest is dropped for a new one. */
  maxMessagesPerTopic: number
  /** Bytes kept on one topic: the oldest messages are dropped for a new one. */
  maxBytesPerTopic: number
  /** Messages kept in all: the oldest are dropped for a new one. */
  maxQueuedMessages: number
  /** Bytes kept in all: the oldest messages are dropped for a new one. */
  maxQueuedBytes: number
  /** Sockets open at once: one more is refused (503). */
  maxClients: number
  /** Bytes waiting to be sent to a socket that does not read: it is closed. */
  maxBufferedBytes: number
}

/** The relay's caps unless the caller sets others. */
export const defaultRelayLimits: RelayLimits = {
  maxTtl: 86_400,
  maxMessageBytes: 256 * 1024,
  maxFrameBytes: 1024 * 1024,
  maxTopicsPerClient: 1_000,
  maxMessagesPerTopic: 100,
  maxBytesPerTopic: 4 * 1024 * 1024,
  maxQueuedMessages: 5_000,
  maxQueuedBytes: 16 * 1024 * 1024,
  maxClients: 128,
  maxBufferedBytes: 8 * 1024 * 1024,
}

export type Relay = {
  /** What clients take as `relayUrl`, e.g. `ws://127.0.0.1:41234`. */
  url: string
  port: number
  /**
   * Every JSON-RPC request clients sent, oldest first, and how it was
   * answered: a client that gets no answer waits on its own timeout.
   */
  requests: readonly RelayRequest[]
  /** What the relay keeps for peers right now. */
  stored: () => { topics: number; messages: number; bytes: number }
  stop: () => Promise<void>
}

export type RelayRequest = {
  method: string
  answer: 'result' | { code: number; message: string }
}

// The 2.25 Node client drops a socket that has seen neither a frame nor a
// ping for 35 s (and then reconnects): an idle session needs our pings.
const pingInterval = 15_000
// Often enough that an unread topic goes soon after its last message expires.
const sweepInterval = 1_000

/** Starts a WalletConnect v2 relay on 127.0.0.1 that keeps every message on loopback. */
export async function startRelay(
  parameters: StartRelayParameters = {},
): Promise<Relay> {
  const { debug, origins } = parameters
  const limits = { ...defaultRelayLimits, ...parameters.limits }
  const port = parameters.port ?? (await freePort())
  const log = debug
    ? (...args: unknown[]) => console.error('[relay]', ...args)
    : () => {}
  const state = createRelayState(limits, log)

  // Each upgrade's client id, read once, when it is let in.
  const admitted = new WeakMap<IncomingMessage, string>()
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port,
    maxPayload: limits.maxFrameBytes,
    // Any path: the page reaches the relay through a same-origin proxy.
    verifyClient: (
      { req }: { req: IncomingMessage },
      callback: (ok: boolean, code?: number, message?: string) => void,
    ) => {
      if (!isAllowedOrigin(req, origins))
        return callback(false, 403, 'Origin not allowed')
      const query = queryOf(req)
      if (!query) return callback(false, 400, 'Bad request target')
      const client = clientIdOf(query)
      if (!client) return callback(false, 401, 'No auth JWT')
      if (server.clients.size >= limits.maxClients)
        return callback(false, 503, 'Too many clients')
      admitted.set(req, client)
      callback(true)
    },
  })
  server.on('connection', (socket, req) => {
    state.connect(socket, admitted.get(req)!)
    log('connect', state.clientOf(socket)?.slice(-6))
    socket.on('message', (raw) =>
      handleRelayFrame(state, limits, log, socket, raw),
    )
    // ws closes a socket whose frame is over maxPayload (1009), then this.
    socket.on('error', () => socket.terminate())
    socket.on('close', () => {
      log('close', state.clientOf(socket)?.slice(-6))
      state.disconnect(socket)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  server.on('error', (error) => log('server error', error))
  const pinger = setInterval(() => {
    for (const socket of server.clients) socket.ping()
  }, pingInterval)
  pinger.unref()
  const sweeper = setInterval(state.sweep, sweepInterval)
  sweeper.unref()

  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    requests: state.requests,
    stored: state.stored,
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(pinger)
        clearInterval(sweeper)
        for (const socket of server.clients) socket.terminate()
        server.close(() => resolve())
      }),
  }
}

// An upgrade's query, or `undefined` for a target the URL parser refuses
// (`//[x?auth=…`): the client's 400, never a throw out of the upgrade.
function queryOf(req: IncomingMessage): URLSearchParams | undefined {
  try {
    return new URL(req.url ?? '/', 'http://relay').searchParams
  } catch {
    return undefined
  }
}

// The client id is the `iss` (a did:key) of the JWT the client signs for us;
// the signature is not checked: this relay only ever sees loopback clients.
function clientIdOf(query: URLSearchParams): string | undefined {
  const auth = query.get('auth')
  const payload = auth?.split('.')[1]
  if (!payload) return undefined
  try {
    const { iss } = JSON.parse(Buffer.from(payload, 'base64url').toString())
    return typeof iss === 'string' && iss && iss.length <= 256 ? iss : undefined
  } catch {
    return undefined
  }
}
