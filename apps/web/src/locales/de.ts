import type { AppMessages } from '../appMessages.ts'

/** The front end's own texts in German. */
export const de: AppMessages = {
  app: {
    intro:
      'Verbinde eine Wallet, um dein Konto zu sehen, Netzwerke zu wechseln, eine Nachricht zu signieren und einen Token zu deiner Wallet hinzuzufügen.',
    connectedIntro:
      'Deine Wallet ist verbunden. Wechsle das Netzwerk, signiere eine Nachricht oder füge einen Token hinzu.',
    title: 'Deine Wallet',
    footer:
      'Latch sieht deine Schlüssel nie: Deine Wallet signiert, Latch fragt nur.',
    // The attribution WalletConnect's licence asks for, word for word.
    walletConnectNotice:
      'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
    licences: 'Lizenzen der Software, die Latch mitliefert',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    body: 'Unter dieser Adresse gibt es nichts.',
    home: 'Zur Startseite',
  },
  theme: {
    label: 'Design',
    system: 'System',
    light: 'Hell',
    dark: 'Dunkel',
  },
  language: {
    label: 'Sprache',
  },
}
