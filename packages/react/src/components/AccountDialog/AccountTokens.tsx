import type { Address } from 'viem'
import { useDialogTokenBalances } from '../../hooks/useDialogTokenBalances.ts'
import { useLatchConfig } from '../../hooks/useLatchConfig.ts'
import { TokenBalanceList } from './TokenBalanceList.tsx'

/** The dapp's tokens in the account dialog, read while it is open. */
export function AccountTokens(props: { account: Address; chainId: number }) {
  const tokens = useDialogTokenBalances(props)
  const listed = useLatchConfig().latch.tokens?.[props.chainId]?.length ?? 0
  return (
    <TokenBalanceList
      balances={tokens.data}
      listed={tokens.error ? 0 : listed}
    />
  )
}
