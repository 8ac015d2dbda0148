import { createContext, useContext } from 'react'

/**
 * The Latch front end's own texts (its pages, footer, theme and language
 * controls), in English; the wallet UI's come from `@latch/react`'s
 * catalogue. The other languages are in `locales/`, loaded on demand.
 */
export const appMessages = {
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

/** The shape of every language's app texts: English's keys. */
export type AppMessages = typeof appMessages

/** The app texts in the visitor's language; English outside a provider. */
export const AppMessagesContext = createContext<AppMessages>(appMessages)

/** The front end's own texts. */
export function useAppMessages(): AppMessages {
  return useContext(AppMessagesContext)
}
