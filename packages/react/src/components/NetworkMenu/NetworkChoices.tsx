import type { ReactNode } from 'react'
import type { Chain } from 'viem'
import { useLatchConfig } from '../../hooks/useLatchConfig.ts'
import { useSwitchWalletChain } from '../../hooks/useSwitchWalletChain.ts'
import { useWalletConnection } from '../../hooks/useWalletConnection.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { SwitchFeedback } from './SwitchFeedback.tsx'

/**
 * The group named *Network*: one button per configured chain, the wallet's
 * marked; picking another switches the wallet, with its progress and errors
 * below. Named by the element `labelledBy` points at, else by its own label.
 * Each chain shows what `icon` draws for it (the network dialog's icons,
 * which come with its code), else its dot.
 */
export function NetworkChoices({
  labelledBy,
  icon,
}: {
  labelledBy?: string
  icon?: (chain: Chain) => ReactNode
}) {
  const t = useMessages().network
  const config = useLatchConfig()
  const { chain } = useWalletConnection()
  const switching = useSwitchWalletChain()
  return (
    <>
      {/* Buttons, not a select or radios: arrow keys must not switch. */}
      <fieldset
        className="latch-network-menu__group"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : t.label}
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
                  {icon?.(option) ?? (
                    <span
                      className="latch-network-menu__dot"
                      aria-hidden="true"
                    />
                  )}
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
    </>
  )
}
