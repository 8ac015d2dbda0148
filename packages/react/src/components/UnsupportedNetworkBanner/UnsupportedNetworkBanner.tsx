'use client'

import { useLatchConfig } from '../../hooks/useLatchConfig.ts'
import { useSwitchWalletChain } from '../../hooks/useSwitchWalletChain.ts'
import { useWalletConnection } from '../../hooks/useWalletConnection.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { SwitchFeedback } from '../NetworkMenu/SwitchFeedback.tsx'

/**
 * On a chain Latch does not offer: *Unsupported network*, and a button that
 * switches the wallet to the default chain.
 */
export function UnsupportedNetworkBanner() {
  const messages = useMessages()
  const t = messages.unsupported
  const config = useLatchConfig()
  const { chain } = useWalletConnection()
  const switching = useSwitchWalletChain()
  if (!chain?.unsupported) return null
  const [defaultChain] = config.chains
  return (
    <section
      className="latch-unsupported-network-banner"
      lang={messages.lang}
      dir={messages.dir}
    >
      <div role="alert" className="latch-unsupported-network-banner__alert">
        <p className="latch-unsupported-network-banner__text">
          <strong className="latch-unsupported-network-banner__title">
            {t.title}
          </strong>
          <span>{t.body(chain.id, config.latch.appName)}</span>
        </p>
        <button
          type="button"
          className="latch-button latch-button--primary"
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
