import { useId } from 'react'
import { useConfig } from 'wagmi'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { useSwitchWalletChain } from '../../wallet/hooks/useSwitchWalletChain.ts'
import { useWalletConnection } from '../../wallet/hooks/useWalletConnection.ts'
import controls from '../controls.module.css'
import styles from './NetworkMenu.module.css'
import { SwitchFeedback } from './SwitchFeedback.tsx'

/**
 * *Network*: the configured chains, the wallet's marked; picking another
 * switches the wallet (adding the chain first when the wallet lacks it).
 */
export function NetworkMenu() {
  const t = useMessages().network
  const config = useConfig()
  const { chain } = useWalletConnection()
  const switching = useSwitchWalletChain()
  const headingId = useId()
  return (
    <section className={controls.card}>
      <h2 id={headingId} className={controls.cardTitle}>
        {t.label}
      </h2>
      {/* Buttons, not a select or radios: arrow keys must not switch. */}
      <fieldset className={styles.group} aria-labelledby={headingId}>
        <ul className={styles.chains}>
          {config.chains.map((option) => {
            const current = option.id === chain?.id
            const pending =
              switching.isPending && switching.variables?.chainId === option.id
            return (
              <li key={option.id}>
                <button
                  type="button"
                  className={styles.chain}
                  aria-current={current || undefined}
                  aria-disabled={switching.isPending || undefined}
                  onClick={() => {
                    if (current || switching.isPending) return
                    switching.mutate({ chainId: option.id })
                  }}
                >
                  <span className={styles.dot} aria-hidden="true" />
                  <span className={styles.name}>{option.name}</span>
                  {pending && (
                    <span className={controls.spinner} aria-hidden="true" />
                  )}
                  {current && (
                    <span className={styles.current}>{t.current}</span>
                  )}
                </button>
              </li>
            )
          })}
        </ul>
      </fieldset>
      <SwitchFeedback switching={switching} />
    </section>
  )
}
