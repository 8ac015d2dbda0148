import type { Address } from 'viem'
import { useLazyAccountBalance } from './useLazyAccountBalance.ts'

/**
 * The account dialog's read of the dapp's tokens: through the button's lazy
 * read (`useLazyAccountBalance`, read again while no node answers), so the
 * token code is one chunk whoever shows it.
 */
export function useDialogTokenBalances(parameters: {
  account: Address
  chainId: number
}) {
  return useLazyAccountBalance({
    account: parameters.account,
    chainId: parameters.chainId,
    enabled: true,
    token: true,
  })
}
