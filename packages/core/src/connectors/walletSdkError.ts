import { ConnectorNotConfiguredError } from '../errors/provider.ts'

/** What failed to load: a wallet's SDK, an optional peer dependency. */
export type WalletSdkErrorParameters = {
  /** The wallet's name, as the visitor sees it. */
  wallet: string
  /** The SDK's package, which the dapp installs when it lists the wallet. */
  sdk: string
  /** What loading the SDK threw. */
  error: unknown
}

/**
 * The error a wallet's connector throws when its SDK failed to load: the
 * wallet is not set up on this site, saying which package to install, when
 * the SDK is not installed (Node's, webpack's and Turbopack's "Cannot find",
 * the stub Rolldown builds for an import it could not resolve); any other
 * failure as it was.
 */
export function walletSdkError({
  wallet,
  sdk,
  error,
}: WalletSdkErrorParameters): unknown {
  if (!isNotInstalled(error, sdk)) return error
  return new ConnectorNotConfiguredError({
    connector: { name: wallet },
    details: `${wallet} needs its SDK, ${sdk}, which is not installed: npm install ${sdk}`,
    cause: error,
  })
}

// The message names the missing package first, in quotes: a package the SDK
// itself imports is missing otherwise (its name then comes first).
function isNotInstalled(error: unknown, sdk: string): boolean {
  const message = (error as { message?: unknown } | null)?.message
  if (typeof message !== 'string') return false
  const name = sdk.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  return new RegExp(
    `\\b(?:Could not resolve|Cannot find (?:module|package)) ['"]${name}['"]`,
  ).test(message)
}
