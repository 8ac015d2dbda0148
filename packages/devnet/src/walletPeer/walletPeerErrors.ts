// The codes a wallet answers with (EIP-1193, EIP-3326 and WalletConnect's own).
export const walletPeerErrors = {
  userRejected: { code: 4001, message: 'User rejected the request.' },
  proposalRejected: { code: 5000, message: 'User rejected.' },
  unsupportedChains: { code: 5100, message: 'Unsupported chains.' },
  userDisconnected: { code: 6000, message: 'User disconnected.' },
} as const
