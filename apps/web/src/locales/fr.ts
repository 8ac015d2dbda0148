import type { AppMessages } from '../appMessages.ts'

/** The front end's own texts in French. */
export const fr: AppMessages = {
  app: {
    intro:
      'Connectez un portefeuille pour voir votre compte, changer de réseau, signer un message et ajouter un jeton à votre portefeuille.',
    connectedIntro:
      'Votre portefeuille est connecté. Changez de réseau, signez un message ou ajoutez un jeton.',
    title: 'Votre portefeuille',
    footer:
      'Latch ne voit jamais vos clés : votre portefeuille signe, Latch demande.',
    // The attribution WalletConnect's licence asks for, word for word.
    walletConnectNotice:
      'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
    licences: 'Licences des logiciels livrés avec Latch',
  },
  notFound: {
    title: 'Page introuvable',
    body: 'Il n’y a rien à cette adresse.',
    home: 'Retour à l’accueil',
  },
  theme: {
    label: 'Thème',
    system: 'Système',
    light: 'Clair',
    dark: 'Sombre',
  },
  language: {
    label: 'Langue',
  },
}
