import type { Address } from 'viem'
import { useLatchConfig } from '../../hooks/useLatchConfig.ts'
import { useLazyAccountBalance } from '../../hooks/useLazyAccountBalance.ts'
import { TokenBalanceList } from './TokenBalanceList.tsx'

/**
 * The dapp's tokens in the account dialog, read while it is open: through
 * the button's lazy read (`useLazyAccountBalance`), so the token code is
 * one chunk whoever shows it.
 */
export function AccountTokens(props: { account: Address; chainId: number }) {
  const tokens = useLazyAccountBalance({
    account: props.account,
    chainId: props.chainId,
    enabled: true,
    token: true,
  })
  const listed = useLatchConfig().latch.tokens?.[props.chainId]?.length ?? 0
  return (
    <TokenBalanceList
      balances={tokens.data}
      listed={tokens.error ? 0 : listed}
    />
  )
}
