// @latch/core/internal: for @latch/react; no semver promise. What the React
// package (and its tests) needs of the core beyond the public entry: the
// pieces `startLatch` is made of, the first paint's snapshot, the checks
// an ENS name passes before it is shown, and the visitor's platform (phone,
// in-app browser) for the connect dialog. A dapp
// imports '@latch/core'; scripts/layers.ts lets no one else import this.

export {
  type ClearAccountDataOnDisconnectParameters,
  clearAccountDataOnDisconnect,
} from './actions/clearAccountDataOnDisconnect.ts'
export {
  type GetConnectedWalletClientParameters,
  getConnectedWalletClient,
} from './actions/getConnectedWalletClient.ts'
export { prepareWallet } from './actions/prepareWallet.ts'
export { settleConnecting } from './actions/settleConnecting.ts'
export { nodeTimeout } from './config/createTransport.ts'
export { isWalletIcon } from './connectors/isWalletIcon.ts'
export { svgIcon } from './connectors/svgIcon.ts'
export { detectOs } from './mobile/detectOs.ts'
export {
  type DetectPlatformParameters,
  detectPlatform,
  type Platform,
  type PlatformOs,
} from './mobile/detectPlatform.ts'
export type { InAppBrowser, LinkStrategy } from './mobile/inAppBrowsers.ts'
export {
  type IsWalletBrowserParameters,
  isWalletBrowser,
} from './mobile/isWalletBrowser.ts'
export { readPhoneWallet, writePhoneWallet } from './mobile/phoneWallet.ts'
export { phoneWalletKey } from './mobile/phoneWalletKey.ts'
export {
  type PlatformScope,
  readPlatformParameters,
} from './mobile/readPlatformParameters.ts'
export { walletRequestLink } from './mobile/walletRequestLink.ts'
export { accountNameMaxLength } from './names/accountNameMaxLength.ts'
export { checkAccountName } from './names/checkAccountName.ts'
export { isPlainAccountName } from './names/isPlainAccountName.ts'
export { plainAccountName } from './names/plainAccountName.ts'
export { applyInitialState } from './session/applyInitialState.ts'
export {
  type IntentTarget,
  onFirstIntent,
} from './session/onFirstIntent.ts'
export {
  type AccountDisplay,
  accountDisplayDefaults,
  type PersistAccountDisplayParameters,
  persistAccountDisplay,
} from './session/persistAccountDisplay.ts'
export { isSessionDormant, restoreSession } from './session/restoreSession.ts'
export { sessionRestored } from './session/sessionRestored.ts'
export { toInitialState } from './session/toInitialState.ts'
export { withInitialState } from './session/withInitialState.ts'
export {
  type ParseTokenBalanceReturnType,
  parseTokenBalance,
  type TokenAnswers,
} from './tokens/parseTokenBalance.ts'
export type { ParsedTokenListing } from './tokens/TokenListing.ts'
export { readRecentTransactions } from './transactions/readRecentTransactions.ts'
export {
  recentTransactionsEvent,
  recentTransactionsKey,
} from './transactions/recentTransactionsKey.ts'
export { recentTransactionsStorage } from './transactions/recentTransactionsStorage.ts'
export { subscribeRecentTransactions } from './transactions/subscribeRecentTransactions.ts'
