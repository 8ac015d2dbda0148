import { useConfig } from 'wagmi'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { useSwitchWalletChain } from '../../wallet/hooks/useSwitchWalletChain.ts'
import { useWalletConnection } from '../../wallet/hooks/useWalletConnection.ts'
import controls from '../controls.module.css'
import { SwitchFeedback } from '../NetworkMenu/SwitchFeedback.tsx'
import styles from './UnsupportedNetworkBanner.module.css'

/**
 * On a chain Latch does not offer: *Unsupported network*, and a button that
 * switches the wallet to the default chain.
 */
export function UnsupportedNetworkBanner() {
  const t = useMessages().unsupported
  const config = useConfig()
  const { chain } = useWalletConnection()
  const switching = useSwitchWalletChain()
  if (!chain?.unsupported) return null
  const [defaultChain] = config.chains
  return (
    <section className={styles.banner}>
      <div role="alert" className={styles.alert}>
        <p className={styles.text}>
          <strong className={styles.title}>{t.title}</strong>
          <span>{t.body(chain.id)}</span>
        </p>
        <button
          type="button"
          className={controls.primary}
          aria-disabled={switching.isPending || undefined}
          onClick={() => {
            if (!switching.isPending)
              switching.mutate({ chainId: defaultChain.id })
          }}
        >
          {t.switchTo(defaultChain.name)}
        </button>
      </div>
      <SwitchFeedback switching={switching} />
    </section>
  )
}
