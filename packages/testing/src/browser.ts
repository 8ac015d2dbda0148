// @latch/testing/browser: what the test harness runs in a page (bundled by
// the end-to-end tests), without the Node side of the index.

export {
  type BaseAccountWindowKeyStore,
  baseAccountWindow,
} from './baseAccountWindow.ts'
