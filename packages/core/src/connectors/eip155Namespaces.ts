import type { SessionTypes } from '@walletconnect/types'

/** A session's `eip155` namespaces (`eip155` and `eip155:<chainId>`). */
export function eip155Namespaces(
  session: SessionTypes.Struct | undefined,
): { accounts: unknown[]; methods: unknown[] }[] {
  return Object.entries(session?.namespaces ?? {})
    .filter(([key]) => key === 'eip155' || key.startsWith('eip155:'))
    .map(([, namespace]) => ({
      accounts: arrayOf(namespace?.accounts),
      methods: arrayOf(namespace?.methods),
    }))
}

function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}
