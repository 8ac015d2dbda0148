'use client'

import { devnetChainIds, devnetContracts } from '@latch/devnet/browser'
import {
  AddToken,
  NetworkMenu,
  SignMessage,
  type TokenSuggestion,
  useWalletConnection,
} from '@latch/react'
import { devnet } from '../latch'

// The devnet's demo token (devnet builds); a dapp lists its own.
const tokens: readonly TokenSuggestion[] = devnet
  ? [
      {
        chainId: devnetChainIds.first,
        address: devnetContracts.demoToken,
        name: 'Latch Demo Token',
        symbol: 'LATCH',
        decimals: 18,
      },
    ]
  : []

/** What a connected visitor does: switch network, sign, add a token. */
export function Home() {
  const { status, account } = useWalletConnection()
  if (status !== 'connected' || !account) return null
  return (
    <div className="grid">
      <NetworkMenu />
      <SignMessage />
      <AddToken suggestions={tokens} />
    </div>
  )
}
