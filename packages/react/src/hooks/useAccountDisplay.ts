'use client'

import { shortAddress } from '../components/AccountButton/shortAddress.ts'
import { useMessages } from '../i18n/MessagesContext.ts'
import { useAccountAvatar } from './useAccountAvatar.ts'
import { useAccountName } from './useAccountName.ts'
import { useLatchConfig } from './useLatchConfig.ts'
import { useShownAccountName } from './useShownAccountName.ts'
import { useWalletConnection } from './useWalletConnection.ts'

/**
 * What the UI shows of the connected account: its name (ENS, else the short
 * address; a name only when `useShownAccountName` allows it), avatar and
 * network. `undefined` while not connected.
 */
export function useAccountDisplay() {
  const t = useMessages()
  const config = useLatchConfig()
  const { account, chain, connector } = useWalletConnection()
  const name = useAccountName(account, chain?.id)
  // Whatever the cache holds (restored, or written by wagmi's own hooks),
  // only a name that cannot pass for something else is shown.
  const ensName = useShownAccountName(name.data)
  const avatar = useAccountAvatar(ensName, chain?.id)
  if (!account || !chain) return undefined
  const configured = config.chains.find((x) => x.id === chain.id)
  return {
    account,
    ensName,
    ensPending: name.isPending && name.fetchStatus !== 'idle',
    displayName: ensName ?? shortAddress(account),
    avatar: avatar.data ?? undefined,
    chain: configured,
    chainId: chain.id,
    unsupported: chain.unsupported,
    chainName: configured?.name ?? t.wallet.unknownNetwork(chain.id),
    connector,
  }
}
