/**
 * The parts of a WalletConnect v2 session (`SessionTypes.Struct` of
 * `@walletconnect/types`) the switch rule reads.
 */
export type WalletConnectSession = {
  peer?: { metadata?: { name?: string | undefined } | undefined } | undefined
  namespaces?:
    | Record<
        string,
        | {
            chains?: readonly string[] | undefined
            accounts?: readonly string[] | undefined
          }
        | undefined
      >
    | undefined
}

/**
 * Whether a WalletConnect peer can be asked to switch to `chainId`: its name
 * matches /rainbow/i (seed §4), or its session approved that chain, which is
 * how WalletConnect v2 says a wallet will serve it (CAIP-25 namespaces).
 */
export function canSwitchWalletConnectChain(
  session: WalletConnectSession | undefined | null,
  chainId: number,
): boolean {
  if (!session) return false
  if (/rainbow/i.test(session.peer?.metadata?.name ?? '')) return true
  const target = `eip155:${chainId}`
  for (const [key, namespace] of Object.entries(session.namespaces ?? {})) {
    // Keys are "eip155", or "eip155:<id>" for a single-chain namespace.
    if (key !== 'eip155' && !key.startsWith('eip155:')) continue
    if (key === target) return true
    if (namespace?.chains?.includes(target)) return true
    // `chains` is optional; the approved accounts ("eip155:<id>:<address>")
    // name the chains too.
    if (
      namespace?.accounts?.some((account) => account.startsWith(`${target}:`))
    )
      return true
  }
  return false
}
