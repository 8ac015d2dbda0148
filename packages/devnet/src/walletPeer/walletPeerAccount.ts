import { type HDAccount, mnemonicToAccount } from 'viem/accounts'

const mnemonic = 'test test test test test test test test test test test junk'

/** The anvil dev account at `index`, which a wallet peer signs with. */
export function walletPeerAccount(index: number): HDAccount {
  return mnemonicToAccount(mnemonic, { addressIndex: index })
}
