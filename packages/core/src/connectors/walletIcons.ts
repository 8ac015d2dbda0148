import { svgIcon as svg } from './svgIcon.ts'

/** Coinbase Wallet: the blue square with the white ring. */
export const coinbaseIcon = svg(
  '<rect width="32" height="32" rx="8" fill="#0052ff"/><circle cx="16" cy="16" r="10" fill="#fff"/><rect x="12.5" y="12.5" width="7" height="7" rx="1.5" fill="#0052ff"/>',
)

/** WalletConnect: the blue square with its bridge. */
export const walletConnectIcon = svg(
  '<rect width="32" height="32" rx="8" fill="#3b99fc"/><path d="M9.6 12.6c3.5-3.5 9.3-3.5 12.8 0l.4.4-1.6 1.6-.5-.5c-2.6-2.5-6.7-2.5-9.3 0l-.5.5-1.6-1.6.3-.4zm-2.4 2.9 1.5 1.5 3.2 3.2 3.3-3.2c.5-.5 1.1-.5 1.6 0l3.3 3.2 3.2-3.2 1.5-1.5 1.5 1.5-4.9 4.9c-.4.4-1.1.4-1.6 0L16.5 19l-3.3 3.3c-.4.4-1.1.4-1.6 0L6.7 17l.5-1.5z" fill="#fff"/>',
)

/** A browser wallet that announced no icon of its own: a generic wallet. */
export const browserWalletIcon = svg(
  '<rect width="32" height="32" rx="8" fill="#5b6472"/><rect x="7" y="10" width="18" height="13" rx="3" fill="#fff"/><rect x="17" y="14.5" width="8" height="4" rx="2" fill="#5b6472"/>',
)
