import type { SessionTypes } from '@walletconnect/types'
import { eip155Namespaces } from './eip155Namespaces.ts'
import { parseChainId } from './parseChainId.ts'

/** The chains a session's accounts are on, in the session's order. */
export function sessionChainIds(
  session: SessionTypes.Struct | undefined,
): number[] {
  const ids: number[] = []
  for (const namespace of eip155Namespaces(session))
    for (const account of namespace.accounts) {
      const id = parseChainId(String(account).split(':')[1])
      if (id !== undefined && !ids.includes(id)) ids.push(id)
    }
  return ids
}
