/**
 * The QR code (and its encoder), fetched as the visitor picks a wallet that
 * pairs, while its pairing URI is being made: a first visit fetches none
 * of it before a click.
 */
export const loadQrCode = () =>
  import('../WalletConnectQrCode/WalletConnectQrCode.tsx')
