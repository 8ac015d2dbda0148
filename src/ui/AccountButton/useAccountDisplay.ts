import { useConfig } from 'wagmi'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { useAccountName } from '../../wallet/hooks/useAccountName.ts'
import { useWalletConnection } from '../../wallet/hooks/useWalletConnection.ts'
import { useAccountAvatar } from '../Avatar/useAccountAvatar.ts'
import { shortAddress } from './shortAddress.ts'

/**
 * What the UI shows of the connected account: its name (ENS, else the short
 * address), avatar and network. `undefined` while not connected.
 */
export function useAccountDisplay() {
  const t = useMessages()
  const config = useConfig()
  const { account, chain, connector } = useWalletConnection()
  const name = useAccountName(account, chain?.id)
  const avatar = useAccountAvatar(name.data, chain?.id)
  if (!account || !chain) return undefined
  const configured = config.chains.find((x) => x.id === chain.id)
  return {
    account,
    ensName: name.data ?? undefined,
    ensPending: name.isPending && name.fetchStatus !== 'idle',
    displayName: name.data ?? shortAddress(account),
    avatar: avatar.data ?? undefined,
    chain: configured,
    chainId: chain.id,
    unsupported: chain.unsupported,
    chainName: configured?.name ?? t.wallet.unknownNetwork(chain.id),
    connector,
  }
}
