'use client'

import type {
  SiweClient,
  SiweClientError,
  SiweClientState,
  SiweStatus,
} from '@latch/core/siwe'
import { useCallback, useContext, useSyncExternalStore } from 'react'
import type { Address } from 'viem'
import { SiweContext } from '../siwe/SiweContext.ts'

export type UseSiweReturnType = {
  /** Whether the dapp turned Sign-In with Ethereum on (`LatchProvider`'s `siwe`). */
  enabled: boolean
  /** Whether the server's session has been read (after a reload, before any button). */
  ready: boolean
  status: SiweStatus
  /** The signed-in account. */
  address: Address | undefined
  chainId: number | undefined
  /** Why the last sign-in did not complete (a dismissed prompt, a refusal). */
  error: SiweClientError | undefined
  /** Whether the server is checking a sign-in the wallet made as it connected (`signInOnConnect`). */
  verifying: boolean
  /** Signs in: the wallet signs an EIP-4361 message, the server verifies it. */
  signIn: () => Promise<void>
  /** Signs out, here and in every tab. */
  signOut: () => Promise<void>
}

const none: SiweClientState = {
  status: 'unauthenticated',
  address: undefined,
  chainId: undefined,
  error: undefined,
  checked: false,
  verifying: false,
}
const subscribeNone = () => () => {}

/** Sign-In with Ethereum: where the visitor is, and the actions. */
export function useSiwe(): UseSiweReturnType {
  const client = useContext(SiweContext)
  const state = useSyncExternalStore(
    client ? client.subscribe : subscribeNone,
    () => (client ? client.getState() : none),
    () => none,
  )
  const signIn = useCallback(
    async () => (client as SiweClient | null | undefined)?.signIn(),
    [client],
  )
  const signOut = useCallback(
    async () => (client as SiweClient | null | undefined)?.signOut(),
    [client],
  )
  return {
    enabled: client !== undefined,
    ready: !!client && state.checked,
    status: state.status,
    address: state.address,
    chainId: state.chainId,
    error: state.error,
    verifying: state.verifying,
    signIn,
    signOut,
  }
}
