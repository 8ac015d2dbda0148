import type { WalletPermission } from 'viem'
import type { DevWalletMethods } from './createRequestHandler.ts'
import type { WalletState } from './createWalletState.ts'
import { invalidParams } from './invalidParams.ts'

/** The account methods: EIP-1102's request, EIP-2255's permissions. */
export function accountMethods(state: WalletState): DevWalletMethods {
  const permissions = (): WalletPermission[] =>
    state.authorized
      ? [
          {
            parentCapability: 'eth_accounts',
            caveats: [
              { type: 'restrictReturnedAccounts', value: state.addresses() },
            ],
            date: state.authorizedAt,
            id: state.permissionId,
            invoker: invoker(),
          },
        ]
      : []
  return {
    eth_requestAccounts() {
      state.authorize()
      return state.exposedAccounts()
    },
    eth_accounts: () => state.exposedAccounts(),
    eth_coinbase: () => state.exposedAccounts()[0] ?? null,
    wallet_requestPermissions([request]) {
      accountsPermission(request)
      state.authorize()
      return permissions()
    },
    wallet_getPermissions: permissions,
    wallet_revokePermissions([request]) {
      accountsPermission(request)
      state.changeAccounts(() => {
        state.authorized = false
      })
      return null
    },
  }
}

function accountsPermission(request: unknown) {
  if (
    typeof request !== 'object' ||
    request === null ||
    !('eth_accounts' in request) ||
    Object.keys(request).length !== 1
  )
    throw invalidParams('Only the eth_accounts permission is supported.')
}

function invoker(): WalletPermission['invoker'] {
  const origin = (globalThis as { location?: { origin?: string } }).location
    ?.origin
  return origin?.startsWith('http')
    ? (origin as WalletPermission['invoker'])
    : 'http://localhost'
}
