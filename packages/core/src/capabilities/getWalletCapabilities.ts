import type { Config } from '@wagmi/core'
import { numberToHex } from 'viem'
import { getConnectedWalletClient } from '../actions/getConnectedWalletClient.ts'
import { getWalletConnection } from '../actions/getWalletConnection.ts'
import { ChainNotConfiguredError } from '../errors/chain.ts'
import { classifyWalletError, type WalletError } from '../errors/classify.ts'
import { DisconnectedError } from '../errors/provider.ts'
import {
  parseWalletCapabilities,
  type WalletCapabilities,
} from './parseWalletCapabilities.ts'
import { walletErrorCode } from './walletErrorCode.ts'

export type GetWalletCapabilitiesParameters = {
  /** The chain asked about; the connection's by default. */
  chainId?: number | undefined
}

export type GetWalletCapabilitiesReturnType = WalletCapabilities

export type GetWalletCapabilitiesErrorType =
  | WalletError
  | import('../errors/capabilities.ts').InvalidWalletCapabilitiesErrorType

// EIP-1193's "unsupported method" and JSON-RPC's "method not found": a
// wallet without EIP-5792's capabilities, which has none to tell.
const noMethodCodes = new Set([4200, -32601])

// Per config: the answers by connection (connector uid and account) and
// chain, each promise shared by the callers that ask while it is pending.
const caches = new WeakMap<Config, Map<string, Promise<WalletCapabilities>>>()

/**
 * The connected wallet's EIP-5792 capabilities on one chain (the
 * connection's by default), asked with `wallet_getCapabilities` and
 * validated (`parseWalletCapabilities`). A wallet without the method has
 * none (`{}`). Kept per connection and chain until the visitor disconnects,
 * changes account or wallet; a failure is not kept.
 */
export function getWalletCapabilities(
  config: Config,
  parameters: GetWalletCapabilitiesParameters = {},
): Promise<GetWalletCapabilitiesReturnType> {
  const { account, chain, connector } = getWalletConnection(config)
  if (!account || !connector) return Promise.reject(new DisconnectedError())
  const chainId = parameters.chainId ?? chain!.id
  const cache = cacheOf(config)
  const key = `${connector.uid}:${account}:${chainId}`
  const cached = cache.get(key)
  if (cached) return cached
  const asked = ask(config, account, chainId)
  cache.set(key, asked)
  asked.catch(() => {
    if (cache.get(key) === asked) cache.delete(key)
  })
  return asked
}

async function ask(
  config: Config,
  account: string,
  chainId: number,
): Promise<WalletCapabilities> {
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw new ChainNotConfiguredError()
  let answer: unknown
  try {
    const client = await getConnectedWalletClient(config, {
      assertChainId: false,
    })
    answer = await client.request(
      {
        method: 'wallet_getCapabilities',
        params: [account as `0x${string}`, [numberToHex(chainId)]],
      },
      { retryCount: 0 },
    )
  } catch (error) {
    const code = walletErrorCode(error)
    if (code !== undefined && noMethodCodes.has(code)) return {}
    throw classifyWalletError(error, { operation: 'request' })
  }
  return parseWalletCapabilities(answer, chainId)
}

/** The config's cache, emptied whenever the connection's wallet or account changes. */
function cacheOf(config: Config): Map<string, Promise<WalletCapabilities>> {
  const found = caches.get(config)
  if (found) return found
  const cache = new Map<string, Promise<WalletCapabilities>>()
  caches.set(config, cache)
  config.subscribe(
    () => {
      const { account, connector } = getWalletConnection(config)
      return account && connector ? `${connector.uid}:${account}` : ''
    },
    () => cache.clear(),
  )
  return cache
}
