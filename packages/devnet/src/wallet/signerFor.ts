import type { WalletState } from './createWalletState.ts'
import { DevWalletRpcError, rpcErrorCodes } from './DevWalletRpcError.ts'
import { devAccount } from './devAccount.ts'

/**
 * The dev account that signs for the `from` an app names: one exposed to
 * the site (EIP-1193 4100 otherwise); none named, the selected one.
 */
export function signerFor(state: WalletState, address: unknown) {
  if (state.exposedAccounts().length === 0)
    throw new DevWalletRpcError({ code: rpcErrorCodes.unauthorized })
  if (address === undefined) return devAccount(state.accountIndex)
  const index = state
    .accountIndexes()
    .find(
      (index) =>
        typeof address === 'string' &&
        address.toLowerCase() === devAccount(index).address.toLowerCase(),
    )
  if (index === undefined)
    throw new DevWalletRpcError({
      code: rpcErrorCodes.unauthorized,
      message: `The account ${String(address)} has not been authorized by the user.`,
    })
  return devAccount(index)
}
