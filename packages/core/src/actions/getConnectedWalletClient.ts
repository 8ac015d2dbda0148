import type { Config } from '@wagmi/core'
import {
  type Address,
  type Client,
  createClient,
  custom,
  type EIP1193Provider,
} from 'viem'
import {
  ChainDisconnectedError,
  DisconnectedError,
} from '../errors/provider.ts'

export type GetConnectedWalletClientParameters = {
  /** The account the client signs as; one of the connection's. */
  account?: Address | undefined
  /** The client's chain; the connection's by default. */
  chainId?: number | undefined
  /** Whether the wallet must be on that chain (as wagmi asks; by default). */
  assertChainId?: boolean | undefined
}

/**
 * A client of the connected wallet (as wagmi's `getConnectorClient` gives,
 * whose error classes share a module with the first paint's: a chunk that
 * imported it would grow the first paint by them). Throws
 * `DisconnectedError` while no wallet is connected with `account`, and
 * `ChainDisconnectedError` when the wallet is on another chain than
 * `chainId`: a caller that polls asks again.
 */
export async function getConnectedWalletClient(
  config: Config,
  parameters: GetConnectedWalletClientParameters = {},
): Promise<Client> {
  const { current, connections } = config.state
  const connection = current ? connections.get(current) : undefined
  if (!connection) throw new DisconnectedError()
  const { connector } = connection
  const chainId = parameters.chainId ?? connection.chainId
  const wanted = parameters.account?.toLowerCase()
  const account = wanted
    ? connection.accounts.find((x) => x.toLowerCase() === wanted)
    : connection.accounts[0]
  if (!account) throw new DisconnectedError()
  const chain = config.chains.find((x) => x.id === chainId)
  if (
    parameters.assertChainId !== false &&
    (await connector.getChainId()) !== chainId
  )
    throw new ChainDisconnectedError({ chain })
  const provider = (await connector.getProvider({ chainId })) as EIP1193Provider
  return createClient({
    account,
    chain,
    transport: (options) => custom(provider)({ ...options, retryCount: 0 }),
  })
}
