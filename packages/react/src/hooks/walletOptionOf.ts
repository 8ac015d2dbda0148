import {
  type WalletDescriptor,
  WalletNotListedError,
  type WalletOption,
} from '@latch/core'

/**
 * The option of the wallet `id` names among `options` (`getWalletOptions`):
 * its own, or the announced wallet that stands for it (a configured wallet
 * whose rdns is announced is offered as the announced one). `undefined`
 * while it is listed but not offered here: an EIP-6963 rdns (one a wallet of
 * the list names, or any, with `injectedWallets()`) not announced yet, or
 * the browser wallet when the announced wallets stand for it. An id the
 * list cannot have is a `WalletNotListedError` naming the ids it has.
 */
export function walletOptionOf(
  wallets: readonly WalletDescriptor[],
  options: readonly WalletOption[],
  id: string,
): WalletOption | undefined {
  const own = options.find((x) => x.id === id)
  if (own) return own
  const descriptor = wallets.find((x) => x.id === id)
  const rdnsList = descriptor
    ? (descriptor.rdnsList ?? [])
    : wallets
        .filter((x) => x.rdnsList?.includes(id))
        .flatMap((x) => x.rdnsList!)
  const standIn =
    options.find((x) => x.kind === 'announced' && rdnsList.includes(x.id)) ??
    // An rdns of a configured wallet that is not announced: that wallet.
    options.find((x) =>
      wallets.some((w) => w.id === x.id && w.rdnsList?.includes(id)),
    )
  if (standIn) return standIn
  if (descriptor) return undefined
  // An rdns (reverse DNS: dotted) a wallet of the list or discovery may
  // announce at any time.
  const rdns = id.includes('.')
  if (rdns && (rdnsList.length > 0 || wallets.some((x) => x.discovery)))
    return undefined
  throw new WalletNotListedError({
    id,
    ids: [...new Set([...wallets, ...options].map((x) => x.id))],
  })
}
