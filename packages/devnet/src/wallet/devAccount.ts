import type { HDAccount } from 'viem/accounts'
import { mnemonicToAccount } from 'viem/accounts'
import { DevWalletRpcError, rpcErrorCodes } from './DevWalletRpcError.ts'

/** The mnemonic anvil funds its dev accounts from. */
export const devMnemonic =
  'test test test test test test test test test test test junk'

/** How many of the mnemonic's accounts anvil funds (indexes 0 to 9). */
export const devAccountCount = 10

// Deriving an account runs PBKDF2 (~50 ms in a page), so each index is
// derived once, on first use, and shared by every wallet in the realm.
const accounts = new Map<number, HDAccount>()

/** Anvil's dev account at `index` (0 to 9), a local signer. */
export function devAccount(index: number): HDAccount {
  if (!Number.isInteger(index) || index < 0 || index >= devAccountCount)
    throw new DevWalletRpcError({
      code: rpcErrorCodes.invalidParams,
      message: `Expected an account index from 0 to ${devAccountCount - 1}, got ${index}.`,
    })
  let account = accounts.get(index)
  if (!account) {
    account = mnemonicToAccount(devMnemonic, { addressIndex: index })
    accounts.set(index, account)
  }
  return account
}
