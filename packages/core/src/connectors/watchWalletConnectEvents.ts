import {
  type Address,
  getAddress,
  isAddress,
  numberToHex,
  ProviderDisconnectedError,
} from 'viem'
import { emitWalletConnectEvent } from './emitWalletConnectEvent.ts'
import { parseChainId } from './parseChainId.ts'
import { persistWalletConnectChainId } from './persistWalletConnectChainId.ts'
import { resetWalletConnectState } from './resetWalletConnectState.ts'
import { syncSessionAccounts } from './syncSessionAccounts.ts'
import type { WalletConnectState } from './walletConnectState.ts'

/**
 * Passes the SDK's events on to the provider's listeners, checked: a
 * malformed one is dropped here, never thrown inside the SDK's own loop.
 */
export function watchWalletConnectEvents(state: WalletConnectState): void {
  const { signer } = state
  const emit = (event: string, ...args: unknown[]) =>
    emitWalletConnectEvent(state, event, ...args)
  signer.on('display_uri', (uri: unknown) => {
    if (typeof uri === 'string') emit('display_uri', uri)
  })
  // The wallet's `accountsChanged` as it sent it (the SDK's own drops an
  // empty list, which says the wallet let go of every account).
  signer.on('session_event', (payload: unknown) => {
    const event = (payload as { params?: { event?: unknown } } | undefined)
      ?.params?.event as { name?: unknown; data?: unknown } | undefined
    if (event?.name !== 'accountsChanged' || !Array.isArray(event.data)) return
    const next: Address[] = []
    for (const item of event.data) {
      // "0x…" or CAIP-10 "eip155:<chainId>:0x…".
      const address = typeof item === 'string' ? item.split(':').at(-1) : ''
      if (!address || !isAddress(address, { strict: false })) return
      next.push(getAddress(address))
    }
    state.accounts = [...new Set(next)]
    emit('accountsChanged', state.accounts)
  })
  signer.on('chainChanged', (next: unknown) => {
    const id = parseChainId(next)
    if (id === undefined || id === state.chainId) return
    state.chainId = id
    void persistWalletConnectChainId(state)
    emit('chainChanged', numberToHex(id))
    // The session may list other accounts on that chain.
    syncSessionAccounts(state)
  })
  signer.on('session_update', (payload: unknown) => {
    syncSessionAccounts(state)
    emit('session_update', payload)
  })
  signer.on('session_delete', (payload: unknown) => {
    resetWalletConnectState(state)
    emit('session_delete', payload)
    emit(
      'disconnect',
      new ProviderDisconnectedError(new Error('The wallet ended the session.')),
    )
  })
}
