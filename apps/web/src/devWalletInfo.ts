/**
 * The Dev wallet's EIP-6963 identity in the devnet app; a module of its own,
 * so that the one-wallet button's chunk does not import the entry's.
 */
export const devWalletInfo = {
  name: 'Dev wallet',
  rdns: 'dev.latch.devwallet',
} as const
