/**
 * Where Latch remembers which wallet app a phone visitor opened to connect
 * over WalletConnect, so that later requests (a signature, a network
 * switch) reopen that app: Latch's own key and format, in the spirit of
 * WalletConnect's `WALLETCONNECT_DEEPLINK_CHOICE` (which Latch leaves
 * unwritten: WalletConnect's SDK would open it in a new tab, after an
 * `await`, outside the tap). Removed on disconnect with the rest of the
 * WalletConnect session.
 */
export const phoneWalletKey = 'latch.phoneWallet'
