import type { TokenBalance } from '@latch/core'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { shortAddress } from '../AccountButton/shortAddress.ts'
import { formatBalance } from './formatBalance.ts'

export type TokenBalanceListProps = {
  /** The listed tokens' balances, once read. */
  balances: readonly TokenBalance[] | undefined
  /** How many tokens are listed: a line each while they are read. */
  listed: number
}

/**
 * The listed tokens' balances in the account dialog, under the native one:
 * each formatted in the catalogue's language (`1,000 LATCH`), or its symbol
 * (the dapp's) or short address and *Unavailable*. While they are read, a
 * line each, so nothing below moves when they come.
 */
export function TokenBalanceList({ balances, listed }: TokenBalanceListProps) {
  const messages = useMessages()
  const t = messages.account
  if (listed === 0 && !balances?.length) return null
  return (
    <>
      <dt>{t.tokens}</dt>
      <dd>
        <ul className="latch-account-dialog__tokens" aria-label={t.tokens}>
          {balances
            ? balances.map((balance) => (
                <li key={balance.address}>
                  {balance.status ? (
                    <>
                      <bdi dir="ltr">
                        {balance.symbol ?? shortAddress(balance.address)}
                      </bdi>{' '}
                      {t.unavailable}
                    </>
                  ) : (
                    <bdi dir="ltr">{formatBalance(balance, messages.lang)}</bdi>
                  )}
                </li>
              ))
            : Array.from({ length: listed }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, one per listed token
                <li key={index}>{t.loading}</li>
              ))}
        </ul>
      </dd>
    </>
  )
}
