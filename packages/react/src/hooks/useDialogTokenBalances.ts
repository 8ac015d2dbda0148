import { refetchWhileUnreachable } from '@latch/core'
import { useEffect } from 'react'
import type { Address } from 'viem'
import { useLazyAccountBalance } from './useLazyAccountBalance.ts'

/**
 * The account dialog's read of the dapp's tokens: through the button's lazy
 * read (`useLazyAccountBalance`), so the token code is one chunk whoever
 * shows it; like the native balance, read again while no node answers,
 * until one does.
 */
export function useDialogTokenBalances(parameters: {
  account: Address
  chainId: number
}) {
  const tokens = useLazyAccountBalance({
    account: parameters.account,
    chainId: parameters.chainId,
    enabled: true,
    token: true,
  })
  const { error, errorUpdatedAt, refetch } = tokens
  const again = refetchWhileUnreachable({
    state: { status: error ? 'error' : 'success', error },
  })
  useEffect(() => {
    if (!again || !errorUpdatedAt) return
    const timer = setTimeout(() => refetch(), again)
    return () => clearTimeout(timer)
  }, [again, errorUpdatedAt, refetch])
  return tokens
}
