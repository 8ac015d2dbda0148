import type { SessionTypes } from '@walletconnect/types'

export type WalletConnectSessionParameters = {
  /** The peer wallet's name, as its metadata announces it. */
  peerName: string
  /** The chains the wallet approved (CAIP-2, e.g. "eip155:1"). */
  chains: readonly `eip155:${number}`[]
  /** Whether to omit the namespace's optional `chains` (accounts still name them). */
  withoutChains?: boolean | undefined
  methods?: readonly string[] | undefined
}

const account = '0xf39fd6e51aad88f6f4ce6ab8827279cffFb92266'

/**
 * A settled WalletConnect v2 session as the sign client stores it and
 * `EthereumProvider.session` returns it (`SessionTypes.Struct`).
 */
export function walletConnectSession(
  parameters: WalletConnectSessionParameters,
): SessionTypes.Struct {
  const { peerName, chains, withoutChains } = parameters
  const methods = [
    ...(parameters.methods ?? [
      'eth_sendTransaction',
      'personal_sign',
      'eth_signTypedData_v4',
    ]),
  ]
  return {
    topic: 'a'.repeat(64),
    pairingTopic: 'b'.repeat(64),
    relay: { protocol: 'irn' },
    expiry: 1_900_000_000,
    acknowledged: true,
    controller: 'c'.repeat(64),
    namespaces: {
      eip155: {
        ...(withoutChains ? {} : { chains: [...chains] }),
        accounts: chains.map((chain) => `${chain}:${account}`),
        methods,
        events: ['chainChanged', 'accountsChanged'],
      },
    },
    requiredNamespaces: {},
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:13370', 'eip155:13371', 'eip155:1'],
        methods,
        events: ['chainChanged', 'accountsChanged'],
      },
    },
    self: {
      publicKey: 'd'.repeat(64),
      metadata: {
        name: 'Latch',
        description: 'Latch: connect your wallet',
        url: 'http://127.0.0.1',
        icons: [],
      },
    },
    peer: {
      publicKey: 'e'.repeat(64),
      metadata: {
        name: peerName,
        description: `${peerName}, a wallet`,
        url: 'https://wallet.invalid',
        icons: [],
      },
    },
  }
}
