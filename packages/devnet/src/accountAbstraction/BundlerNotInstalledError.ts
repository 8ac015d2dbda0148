/**
 * `startDevnet({ accountAbstraction: true })` without the bundler: Pimlico's
 * alto is an optional peer dependency of `@latch/devnet` (about 190 MB with
 * its dependencies), installed by the dapps that sponsor gas only.
 */
export class BundlerNotInstalledError extends Error {
  override name = 'BundlerNotInstalledError' as const
  constructor(options: { cause?: unknown } = {}) {
    super(
      'The devnet runs a real ERC-4337 bundler for `accountAbstraction: true`: install it with `npm install -D @pimlico/alto@0.0.20`.',
      options,
    )
  }
}
