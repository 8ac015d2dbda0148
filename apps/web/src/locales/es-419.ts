import type { AppMessages } from '../appMessages.ts'

/** The front end's own texts in Spanish (Latin America). */
export const es419: AppMessages = {
  app: {
    intro:
      'Conecta una billetera para ver tu cuenta, cambiar de red, firmar un mensaje y agregar un token a tu billetera.',
    connectedIntro:
      'Tu billetera está conectada. Cambia de red, firma un mensaje o agrega un token.',
    title: 'Tu billetera',
    footer: 'Latch nunca ve tus claves: tu billetera firma, Latch solo pide.',
    // The attribution WalletConnect's licence asks for, word for word.
    walletConnectNotice:
      'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
    licences: 'Licencias del software que incluye Latch',
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'No hay nada en esta dirección.',
    home: 'Ir al inicio',
  },
  theme: {
    label: 'Tema',
    system: 'Sistema',
    light: 'Claro',
    dark: 'Oscuro',
  },
  language: {
    label: 'Idioma',
  },
}
