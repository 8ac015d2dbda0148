/** Latch's validated configuration, read once from the build's environment. */
export type Env = {
  /** The default chain asked for (`VITE_CHAIN_ID`); unknown ids fall back to mainnet. */
  chainId: number | undefined
  /** The node provider's public key (`VITE_ALCHEMY_ID`). */
  alchemyId: string | undefined
  /** The WalletConnect Cloud project id (`VITE_WALLETCONNECT_PROJECT_ID`). */
  walletConnectProjectId: string | undefined
}

/** A configuration value that cannot be used, named with what was wrong. */
export class EnvError extends Error {
  override name = 'EnvError' as const
  constructor(variable: string, value: string, expected: string) {
    super(
      `Latch configuration: ${variable}=${JSON.stringify(value)} is not valid: expected ${expected}. See .env.example.`,
    )
  }
}

/** Parses the `VITE_*` variables; a bad value throws an `EnvError`. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const text = (name: string) => {
    const value = raw[name]
    if (typeof value !== 'string') return undefined
    const trimmed = value.trim()
    return trimmed === '' ? undefined : trimmed
  }

  const chainIdValue = text('VITE_CHAIN_ID')
  let chainId: number | undefined
  if (chainIdValue) {
    chainId = Number(chainIdValue)
    if (!/^[1-9]\d*$/.test(chainIdValue) || !Number.isSafeInteger(chainId))
      throw new EnvError(
        'VITE_CHAIN_ID',
        chainIdValue,
        'a positive whole number (a chain id, e.g. 1)',
      )
  }

  const alchemyId = text('VITE_ALCHEMY_ID')
  if (alchemyId && !/^[\w-]{8,64}$/.test(alchemyId))
    throw new EnvError(
      'VITE_ALCHEMY_ID',
      alchemyId,
      '8 to 64 letters, digits, "_" or "-" (the public API key)',
    )

  const walletConnectProjectId = text('VITE_WALLETCONNECT_PROJECT_ID')
  if (walletConnectProjectId && !/^[\w-]{8,64}$/.test(walletConnectProjectId))
    throw new EnvError(
      'VITE_WALLETCONNECT_PROJECT_ID',
      walletConnectProjectId,
      'the project id from WalletConnect Cloud (letters and digits)',
    )

  return {
    chainId,
    alchemyId,
    walletConnectProjectId,
  }
}
