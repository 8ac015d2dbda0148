import type { UniversalProvider } from '@walletconnect/universal-provider'
import type { Address } from 'viem'

type Listener = (...args: never[]) => void

/** What Latch's WalletConnect provider holds between calls. */
export type WalletConnectState = {
  /** The SDK the session lives in. */
  readonly signer: InstanceType<typeof UniversalProvider>
  /** The config's chains, in its order: the first is the default. */
  readonly chainIds: readonly number[]
  /** The HTTP URL each chain is read through. */
  readonly rpcMap: Readonly<Record<number, string>>
  /** Who hears the provider's events. */
  readonly listeners: Map<string, Set<Listener>>
  /** The chain requests go to. */
  chainId: number
  /** The session's accounts on that chain, checksummed. */
  accounts: Address[]
  /** The last JSON-RPC id a read used. */
  rpcId: number
}

/** The state of a provider over `signer`, on the config's first chain. */
export function walletConnectState(
  parameters: Pick<WalletConnectState, 'signer' | 'chainIds' | 'rpcMap'>,
): WalletConnectState {
  return {
    ...parameters,
    listeners: new Map(),
    chainId: parameters.chainIds[0] ?? 1,
    accounts: [],
    rpcId: 0,
  }
}
