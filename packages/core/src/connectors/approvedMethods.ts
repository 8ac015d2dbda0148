import type { SessionTypes } from '@walletconnect/types'
import { eip155Namespaces } from './eip155Namespaces.ts'

/** The methods a wallet approved in a session's `eip155` namespaces. */
export function approvedMethods(session: SessionTypes.Struct): string[] {
  return eip155Namespaces(session)
    .flatMap((namespace) => namespace.methods)
    .filter((x): x is string => typeof x === 'string')
}
