import type { Config, Connector } from '@wagmi/core'
import { type Address, type EIP1193Provider, getAddress } from 'viem'

/** The seed's connection result (§3) with the status (§4). */
export type WalletConnection = {
  readonly status: Config['state']['status']
  /** The checksummed account, when connected. */
  readonly account: Address | undefined
  readonly chain:
    | { readonly id: number; readonly unsupported: boolean }
    | undefined
  readonly connector: Connector | undefined
  /** The connector's EIP-1193 provider, when connected. */
  readonly provider: EIP1193Provider | undefined
}

/**
 * Reads the connection from wagmi's state, as one read-only view: frozen, so
 * a component cannot edit what another one reads, and a new one for every
 * change. The provider is the one the connector already loaded: reading it
 * never loads an SDK.
 */
export function getWalletConnection(config: Config): WalletConnection {
  const { current, connections, status } = config.state
  const connection = current ? connections.get(current) : undefined
  const address = connection?.accounts[0]
  if (!connection || !address || status === 'disconnected')
    return Object.freeze({
      status,
      account: undefined,
      chain: undefined,
      connector: undefined,
      provider: undefined,
    })
  const { chainId, connector } = connection
  return Object.freeze({
    status,
    account: getAddress(address),
    chain: Object.freeze({
      id: chainId,
      unsupported: !config.chains.some((chain) => chain.id === chainId),
    }),
    connector,
    provider: loadedProvider(connector),
  })
}

// Latch's connectors (`latchConnector`) keep the provider they loaded; a
// connection restored from storage has no connector methods yet.
function loadedProvider(connector: Connector): EIP1193Provider | undefined {
  const read = (connector as { getLoadedProvider?: unknown }).getLoadedProvider
  return typeof read === 'function'
    ? ((read() as EIP1193Provider | undefined) ?? undefined)
    : undefined
}
