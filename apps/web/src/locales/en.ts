/**
 * The Latch front end's own texts in English (its pages, footer, theme and
 * language controls): no React here, so a server (apps/next's layout) reads
 * them too.
 */
export const en = {
  app: {
    intro:
      'Connect a wallet to see your account, switch networks, sign a message and add a token to your wallet.',
    connectedIntro:
      'Your wallet is connected. Switch networks, sign a message or add a token.',
    title: 'Your wallet',
    footer: 'Latch never sees your keys: your wallet signs, Latch asks.',
    walletConnectNotice:
      'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
    licences: 'Licences of the software Latch ships',
  },
  notFound: {
    title: 'Page not found',
    body: 'There is nothing at this address.',
    home: 'Go home',
  },
  theme: {
    label: 'Theme',
    system: 'System',
    light: 'Light',
    dark: 'Dark',
  },
  language: {
    label: 'Language',
  },
}
