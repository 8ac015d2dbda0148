import { useConfig, useDisconnect } from 'wagmi'
import { useAccountName } from '../../wallet/hooks/useAccountName.ts'
import { useWalletConnection } from '../../wallet/hooks/useWalletConnection.ts'
import styles from './AccountPanel.module.css'

/** The connected account: address, ENS name, network, and *Disconnect*. */
export function AccountPanel() {
  const config = useConfig()
  const { account, chain, connector } = useWalletConnection()
  const name = useAccountName(account, chain?.id)
  const disconnect = useDisconnect()
  if (!account || !chain) return null
  const chainName = config.chains.find((x) => x.id === chain.id)?.name
  return (
    <section className={styles.panel} aria-label="Account">
      <dl className={styles.facts}>
        <dt>Address</dt>
        <dd data-testid="address">{account}</dd>
        <dt>ENS name</dt>
        <dd data-testid="ens-name">
          {name.data ?? (name.isPending ? '…' : 'none')}
        </dd>
        <dt>Network</dt>
        <dd data-testid="chain">
          {chainName ?? 'Unknown network'} ({chain.id})
        </dd>
        <dt>Wallet</dt>
        <dd>{connector?.name}</dd>
      </dl>
      {chain.unsupported && (
        <p role="alert">
          Unsupported network: chain {chain.id} is not one Latch offers.
        </p>
      )}
      <button type="button" onClick={() => disconnect.mutate({ connector })}>
        Disconnect
      </button>
    </section>
  )
}
