// @latch/core/internal: for @latch/react; no semver promise. What the React
// package (and its tests) needs of the core beyond the public entry: the
// pieces `startLatch` is made of and the first paint's snapshot. A dapp
// imports '@latch/core'; scripts/layers.ts lets no one else import this.

export {
  type ClearAccountDataOnDisconnectParameters,
  clearAccountDataOnDisconnect,
} from './actions/clearAccountDataOnDisconnect.ts'
export { nodeTimeout } from './config/createTransport.ts'
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
export { restoreSession } from './session/restoreSession.ts'
