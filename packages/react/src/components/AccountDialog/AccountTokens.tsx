import { refetchWhileUnreachable } from '@latch/core'
import { useEffect } from 'react'
import type { Address } from 'viem'
import { useLatchConfig } from '../../hooks/useLatchConfig.ts'
import { useLazyAccountBalance } from '../../hooks/useLazyAccountBalance.ts'
import { TokenBalanceList } from './TokenBalanceList.tsx'

/**
 * The dapp's tokens in the account dialog, read while it is open: through
 * the button's lazy read (`useLazyAccountBalance`), so the token code is
 * one chunk whoever shows it; like the native balance, read again while no
 * node answers, until one does.
 */
export function AccountTokens(props: { account: Address; chainId: number }) {
  const tokens = useLazyAccountBalance({
    account: props.account,
    chainId: props.chainId,
    enabled: true,
    token: true,
  })
  const listed = useLatchConfig().latch.tokens?.[props.chainId]?.length ?? 0
  const { error, errorUpdatedAt, refetch } = tokens
  const again = refetchWhileUnreachable({
    state: { status: error ? 'error' : 'success', error },
  })
  useEffect(() => {
    if (!again || !errorUpdatedAt) return
    const timer = setTimeout(() => refetch(), again)
    return () => clearTimeout(timer)
  }, [again, errorUpdatedAt, refetch])
  return <TokenBalanceList balances={tokens.data} listed={error ? 0 : listed} />
}
