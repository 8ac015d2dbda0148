/**
 * Turns on WalletConnect's test mode, so that its Verify step neither calls
 * verify.walletconnect.org nor waits for it (~5 s per proposal and request).
 *
 * What the 2.25 clients read, and so what a test build must set before it
 * calls `EthereumProvider.init` / `SignClient.init` (the checks run when a
 * client is created, not when its module is imported):
 * - `process.env.IS_VITEST === 'true'`, behind `typeof process !== 'undefined'`
 *   (`isTestRun()` in @walletconnect/utils). @walletconnect/core reads it in
 *   `new Verify()` (`isDevEnv`: `register` is then a no-op on the dapp side —
 *   no hidden iframe to verify.walletconnect.org/v3/attestation with a 5 s
 *   abort timer — and `resolve` a no-op on the wallet side — no fetch of
 *   `/attestation/:hash` with a 5 s timeout). A page has no `process`, so a
 *   browser build must create one; a Vite `define` of `process.env.IS_VITEST`
 *   alone is not enough, the `typeof process` guard stays false.
 * - `global`: in test mode @walletconnect/sign-client's engine runs
 *   `registerLinkModeListeners`, which reads `global?.Linking`. Optional
 *   chaining does not guard an undeclared name, so in a page without `global`
 *   `SignClient.init` throws a ReferenceError; alias it to `globalThis`.
 * Vitest sets `IS_VITEST` itself in Node, where `global` exists. Test mode
 * does not silence telemetry: the event client posts stored error events to
 * pulse.walletconnect.org unless a client gets `telemetryEnabled: false`.
 * Production builds must not call this: Verify is what protects visitors.
 */
export function enableWalletConnectTestMode(): void {
  const scope = globalThis as {
    process?: { env: Record<string, string | undefined> }
    global?: unknown
  }
  scope.process ??= { env: {} }
  scope.process.env ??= {}
  scope.process.env.IS_VITEST = 'true'
  scope.global ??= globalThis
}
