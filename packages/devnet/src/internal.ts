// @latch/devnet/internal: for the workspace's own tests and tools (the SIWE
// package's tests, the apps' scripts, the benchmarks); no semver promise. A
// dapp imports '@latch/devnet' or '@latch/devnet/browser'; scripts/layers.ts
// keeps this out of the packages' code and the apps' pages.

export { freePort } from './freePort.ts'
