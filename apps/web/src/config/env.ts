import { publicChains } from './chains.ts'

/** A chain's node URLs, by kind, in the order they are tried. */
export type NodeUrls = { http: string[]; webSocket: string[] }

/** Latch's validated configuration, read once from the build's environment. */
export type Env = {
  /** The default chain asked for (`VITE_CHAIN_ID`); unknown ids fall back to mainnet. */
  chainId: number | undefined
  /** The node provider's public key (`VITE_ALCHEMY_ID`). */
  alchemyId: string | undefined
  /**
   * Any node provider's URLs, per chain id (`VITE_RPC_URL_<chainId>`): for
   * that chain they replace the ones `VITE_ALCHEMY_ID` gives.
   */
  rpcUrls: Record<number, NodeUrls>
  /** The WalletConnect Cloud project id (`VITE_WALLETCONNECT_PROJECT_ID`). */
  walletConnectProjectId: string | undefined
}

/** A configuration value that cannot be used, named with what was wrong. */
export class EnvError extends Error {
  override name = 'EnvError' as const
  constructor(variable: string, value: string, expected: string) {
    super(
      `Latch configuration: ${variable}=${JSON.stringify(value)} is not valid: expected ${expected}. See .env.example.`,
    )
  }
}

/** The prefix of the per-chain node URL variables: `VITE_RPC_URL_<chainId>`. */
export const rpcUrlPrefix = 'VITE_RPC_URL_'

/** Parses the `VITE_*` variables; a bad value throws an `EnvError`. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const text = (name: string) => {
    const value = raw[name]
    if (typeof value !== 'string') return undefined
    const trimmed = value.trim()
    return trimmed === '' ? undefined : trimmed
  }

  const chainIdValue = text('VITE_CHAIN_ID')
  let chainId: number | undefined
  if (chainIdValue) {
    chainId = Number(chainIdValue)
    if (!/^[1-9]\d*$/.test(chainIdValue) || !Number.isSafeInteger(chainId))
      throw new EnvError(
        'VITE_CHAIN_ID',
        chainIdValue,
        'a positive whole number (a chain id, e.g. 1)',
      )
  }

  const alchemyId = text('VITE_ALCHEMY_ID')
  if (alchemyId && !/^[\w-]{8,64}$/.test(alchemyId))
    throw new EnvError(
      'VITE_ALCHEMY_ID',
      alchemyId,
      '8 to 64 letters, digits, "_" or "-" (the public API key)',
    )

  const rpcUrls: Record<number, NodeUrls> = {}
  for (const name of Object.keys(raw).sort()) {
    if (!name.startsWith(rpcUrlPrefix)) continue
    const value = text(name)
    if (!value) continue
    const id = name.slice(rpcUrlPrefix.length)
    if (!publicChains.some((chain) => String(chain.id) === id))
      throw new EnvError(
        name,
        value,
        `a variable named after a chain Latch offers: ${publicChains
          .map((chain) => `${rpcUrlPrefix}${chain.id} (${chain.name})`)
          .join(', ')}`,
      )
    rpcUrls[Number(id)] = parseNodeUrls(name, value)
  }

  const walletConnectProjectId = text('VITE_WALLETCONNECT_PROJECT_ID')
  if (walletConnectProjectId && !/^[\w-]{8,64}$/.test(walletConnectProjectId))
    throw new EnvError(
      'VITE_WALLETCONNECT_PROJECT_ID',
      walletConnectProjectId,
      'the project id from WalletConnect Cloud (letters and digits)',
    )

  return {
    chainId,
    alchemyId,
    rpcUrls,
    walletConnectProjectId,
  }
}

/** Host names that are this machine: a local node may be plain `http:`/`ws:`. */
const loopback = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

/**
 * One `VITE_RPC_URL_<chainId>` value: URLs separated by commas, each
 * `https:` or `wss:` (plain `http:` or `ws:` on loopback only), without
 * credentials; sorted by kind, in the order given.
 */
function parseNodeUrls(variable: string, value: string): NodeUrls {
  const urls: NodeUrls = { http: [], webSocket: [] }
  for (const entry of value.split(',').map((x) => x.trim())) {
    const refuse = (what: string): never => {
      throw new EnvError(
        variable,
        value,
        `node URLs separated by commas, each https:// or wss:// (http:// and ws:// only on this machine: localhost, 127.0.0.1, [::1]), not ${what}`,
      )
    }
    const quoted = JSON.stringify(entry)
    if (!entry) refuse('an empty entry')
    let url: URL
    try {
      url = new URL(entry)
    } catch {
      return refuse(`${quoted} (not a URL)`)
    }
    const plain = url.protocol === 'http:' || url.protocol === 'ws:'
    if (plain && !loopback.test(url.hostname))
      refuse(`${quoted} (unencrypted, and not on this machine)`)
    if (!plain && url.protocol !== 'https:' && url.protocol !== 'wss:')
      refuse(quoted)
    if (url.username || url.password)
      refuse(
        `${quoted} (browsers refuse a user name or password in a URL they fetch, and it would be public in the bundle)`,
      )
    if (url.protocol.startsWith('ws')) urls.webSocket.push(entry)
    else urls.http.push(entry)
  }
  return urls
}
