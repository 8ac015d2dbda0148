import type { HDAccount } from 'viem/accounts'
import { mnemonicToAccount } from 'viem/accounts'
import { devMnemonic } from '../wallet/devAccount.ts'

/**
 * The keys the devnet's account abstraction runs on, from the devnet's
 * mnemonic past the ten accounts anvil funds: the bundler's executor (it sends
 * the UserOperations' transactions) and utility account (it deploys the
 * contracts), and the paymaster service's signer. Apart from the dev accounts,
 * so that a test or a visitor using those never races the bundler for a nonce.
 * Derived once, on first use.
 */
export function accountAbstractionAccounts(): {
  executor: HDAccount
  utility: HDAccount
  paymasterSigner: HDAccount
} {
  accounts ??= {
    executor: mnemonicToAccount(devMnemonic, { addressIndex: 10 }),
    utility: mnemonicToAccount(devMnemonic, { addressIndex: 11 }),
    paymasterSigner: mnemonicToAccount(devMnemonic, { addressIndex: 12 }),
  }
  return accounts
}

let accounts: ReturnType<typeof accountAbstractionAccounts> | undefined
