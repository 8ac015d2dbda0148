import { useId } from 'react'
import { useLatchConfig } from '../../hooks/useLatchConfig.ts'
import { useSwitchWalletChain } from '../../hooks/useSwitchWalletChain.ts'
import { useWalletConnection } from '../../hooks/useWalletConnection.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { SwitchFeedback } from './SwitchFeedback.tsx'

/**
 * *Network*: the configured chains, the wallet's marked; picking another
 * switches the wallet (adding the chain first when the wallet lacks it).
 */
export function NetworkMenu() {
  const messages = useMessages()
  const t = messages.network
  const config = useLatchConfig()
  const { chain } = useWalletConnection()
  const switching = useSwitchWalletChain()
  const headingId = useId()
  return (
    <section
      className="latch-card latch-network-menu"
      lang={messages.lang}
      dir={messages.dir}
    >
      <h2 id={headingId} className="latch-card__title">
        {t.label}
      </h2>
      {/* Buttons, not a select or radios: arrow keys must not switch. */}
      <fieldset
        className="latch-network-menu__group"
        aria-labelledby={headingId}
      >
        <ul className="latch-network-menu__chains">
          {config.chains.map((option) => {
            const current = option.id === chain?.id
            const pending =
              switching.isPending && switching.variables?.chainId === option.id
            return (
              <li key={option.id}>
                <button
                  type="button"
                  className="latch-network-menu__chain"
                  aria-current={current || undefined}
                  aria-disabled={switching.isPending || undefined}
                  onClick={() => {
                    if (current || switching.isPending) return
                    switching.mutate({ chainId: option.id })
                  }}
                >
                  <span
                    className="latch-network-menu__dot"
                    aria-hidden="true"
                  />
                  <span className="latch-network-menu__name" dir="auto">
                    {option.name}
                  </span>
                  {pending && (
                    <span className="latch-spinner" aria-hidden="true" />
                  )}
                  {current && (
                    <span className="latch-network-menu__current">
                      {t.current}
                    </span>
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
