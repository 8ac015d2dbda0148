import type { Config, Connector } from '@wagmi/core'
import { type Address, getAddress } from 'viem'

/** The seed's connection result (§3) with the status (§4). */
export type WalletConnection = {
  status: Config['state']['status']
  /** The checksummed account, when connected. */
  account: Address | undefined
  chain: { id: number; unsupported: boolean } | undefined
  connector: Connector | undefined
}

/** Reads the connection from wagmi's state, as one read-only view. */
export function getWalletConnection(config: Config): WalletConnection {
  const { current, connections, status } = config.state
  const connection = current ? connections.get(current) : undefined
  const address = connection?.accounts[0]
  if (!connection || !address || status === 'disconnected')
    return {
      status,
      account: undefined,
      chain: undefined,
      connector: undefined,
    }
  const chainId = connection.chainId
  return {
    status,
    account: getAddress(address),
    chain: {
      id: chainId,
      unsupported: !config.chains.some((chain) => chain.id === chainId),
    },
    connector: connection.connector,
  }
}
