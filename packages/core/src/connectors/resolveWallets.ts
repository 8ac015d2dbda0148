import type { CreateConnectorFn } from '@wagmi/core'
import { DuplicateWalletError, InvalidWalletError } from '../errors/wallets.ts'
import { isWalletIcon } from './isWalletIcon.ts'
import { isWalletMobileLinks } from './isWalletMobileLinks.ts'
import { latchConnector } from './latchConnector.ts'
import type { Wallet, WalletContext, WalletList } from './wallet.ts'
import type { WalletDescriptor, WalletKind } from './walletDescriptor.ts'

/**
 * Turns `createLatchConfig`'s `wallets` into the descriptors Latch works
 * with, in order, each under its group: checked (a unique id, an icon Latch
 * can show, mobile links that open an app) and its connector wrapped with Latch's rules under
 * the wallet's own id and name.
 */
export function resolveWallets(
  list: WalletList,
  context: WalletContext,
): WalletDescriptor[] {
  const seen = new Set<string>()
  const resolved: WalletDescriptor[] = []
  for (const entry of list)
    for (const wallet of 'wallets' in entry ? entry.wallets : [entry]) {
      if (seen.has(wallet.id)) throw new DuplicateWalletError(wallet)
      seen.add(wallet.id)
      if (!isWalletIcon(wallet.icon)) throw new InvalidWalletError(wallet)
      if (!isWalletMobileLinks(wallet.mobile))
        throw new InvalidWalletError({ id: wallet.id, field: 'mobile' })
      resolved.push(
        resolveWallet(
          wallet,
          'wallets' in entry ? String(entry.group) : undefined,
          context,
        ),
      )
    }
  return resolved
}

function resolveWallet(
  wallet: Wallet,
  group: string | undefined,
  context: WalletContext,
): WalletDescriptor {
  const { id, name, connector } = wallet
  const eager = typeof connector !== 'function'
  const pairing = !!wallet.pairing
  const kind: WalletKind = eager
    ? 'browser'
    : pairing
      ? 'qrCode'
      : wallet.popup
        ? 'popup'
        : wallet.legacy
          ? 'legacy'
          : 'appOrExtension'
  const origins =
    typeof wallet.origins === 'function'
      ? wallet.origins(context)
      : wallet.origins
  const unavailable = wallet.unavailable?.(context)
  const clearStorage = async (provider?: unknown) => {
    try {
      await wallet.clearStorage?.(provider)
    } catch {}
  }
  const policy = {
    deferSetup: !eager,
    clearStorage,
    canSwitchChain: wallet.canSwitchChain,
  }
  const rdns = wallet.rdns
  return {
    id,
    name,
    icon: wallet.icon,
    kind,
    pairing,
    origins: {
      connect: origins?.connect ?? [],
      frame: origins?.frame ?? [],
      style: origins?.style,
      font: origins?.font,
    },
    connector: unavailable
      ? undefined
      : eager
        ? {
            eager: true,
            create: () =>
              latchConnector(
                withIdentity(connector.create(context), id, name),
                policy,
              ),
          }
        : {
            eager: false,
            load: async () =>
              latchConnector(
                withIdentity(await connector(context), id, name),
                policy,
              ),
          },
    canSwitchChain: wallet.canSwitchChain,
    signInOnConnect: !!wallet.signInOnConnect,
    unavailable,
    clearStorage: () => clearStorage(),
    group,
    description: wallet.description,
    install: wallet.install,
    mobile: wallet.mobile,
    rdnsList:
      rdns === undefined ? [] : typeof rdns === 'string' ? [rdns] : rdns,
    discovery: !!wallet.discovery,
  }
}

// The connector answers to the wallet's id and name, whatever its factory
// calls itself (two WalletConnect wallets are two connectors).
function withIdentity(
  connectorFn: CreateConnectorFn,
  id: string,
  name: string,
): CreateConnectorFn {
  return (config) => ({ ...connectorFn(config), id, name })
}
