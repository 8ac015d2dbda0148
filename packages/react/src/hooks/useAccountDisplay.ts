import { shortAddress } from '../components/AccountButton/shortAddress.ts'
import { useMessages } from '../i18n/MessagesContext.ts'
import { useAccountAvatar } from './useAccountAvatar.ts'
import { useAccountName } from './useAccountName.ts'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletConnection } from './useWalletConnection.ts'

/**
 * What the UI shows of the connected account: its name (ENS, else the short
 * address), avatar and network. `undefined` while not connected.
 */
export function useAccountDisplay() {
  const t = useMessages()
  const config = useLatchConfig()
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
