import { safeStorage } from '../config/safeStorage.ts'
import { svgIcon } from '../connectors/svgIcon.ts'
import type { Wallet } from '../connectors/wallet.ts'

/**
 * Base Account (Coinbase's successor to its Wallet SDK): a passkey account
 * in a window of keys.coinbase.com, its SDK (`@base-org/account`, which the
 * dapp installs beside Latch) loaded as the connect dialog opens, so that
 * the visitor's click opens the window.
 * Its telemetry is off. rdns `app.base.account` (wagmi's baseAccount
 * connector's).
 */
export function baseAccount(): Wallet {
  return {
    id: 'baseAccount',
    name: 'Base Account',
    // Latch's own drawing: a white square on Base's blue.
    icon: svgIcon(
      '<rect width="32" height="32" rx="8" fill="#0000ff"/><rect x="9" y="9" width="14" height="14" rx="3" fill="#fff"/>',
    ),
    rdns: 'app.base.account',
    popup: true,
    // Its window signs the EIP-4361 message with the connect, when asked
    // (`wallet_connect`'s `signInWithEthereum` capability).
    signInOnConnect: true,
    // The window itself is a navigation of its own, which no directive
    // governs. The page's SDK fetches one service (batch status and
    // permissions, EIP-5792), and writes two <style> elements (its "popup
    // blocked" dialog and that dialog's font, a data: URI), allowed by their
    // exact text: the hashes of @base-org/account 2.5.10's, checked against
    // the installed SDK by baseAccount.test.ts.
    origins: {
      connect: ['https://rpc.wallet.coinbase.com'],
      style: [
        "'sha256-AnYKu8C/vACW5JPyxc9C9CqxUGObSSym1Rr2+XWG2FY='",
        "'sha256-V5jbPU7pNQazG6hMJKOsXb9rC5Tj0GlLGy1+yKHBeUk='",
      ],
      font: ['data:'],
    },
    // The SDK keeps its session (account, chains, the keys it shares with
    // the window) under one key.
    clearStorage: async () =>
      safeStorage(() => window.localStorage).removeItem(baseAccountStorageKey),
    // Its code, with wagmi's connector: none of it runs before the visitor
    // goes for the wallet.
    async connector(context) {
      const { baseAccountConnector } = await import(
        '../connectors/baseAccountConnector.ts'
      )
      return baseAccountConnector(context)
    },
  }
}

/** Where @base-org/account keeps its session in `localStorage`. */
const baseAccountStorageKey = 'base-acc-sdk.store'
