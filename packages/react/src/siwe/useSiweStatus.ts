import type { SiweStatus } from '@latch/core/siwe'
import { useContext, useSyncExternalStore } from 'react'
import { SiweContext } from './SiweContext.ts'

const none = () => () => {}

/**
 * Sign-In with Ethereum's status for the dialogs (internal): `undefined`
 * when the dapp did not turn it on; small, as it is in the first paint.
 */
export function useSiweStatus(): SiweStatus | undefined {
  const client = useContext(SiweContext)
  const status = useSyncExternalStore(
    client ? client.subscribe : none,
    () => client?.getState().status,
    () => undefined,
  )
  return client === undefined ? undefined : (status ?? 'unauthenticated')
}
