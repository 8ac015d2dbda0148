import type { AppMessages } from '../appMessages.ts'

/** The front end's own texts in Malay. */
export const ms: AppMessages = {
  app: {
    intro:
      'Sambungkan dompet untuk melihat akaun anda, bertukar rangkaian, menandatangani mesej dan menambah token pada dompet anda.',
    connectedIntro:
      'Dompet anda telah disambungkan. Tukar rangkaian, tandatangani mesej atau tambah token.',
    title: 'Dompet anda',
    footer:
      'Latch tidak pernah melihat kunci anda: dompet anda yang menandatangani, Latch hanya meminta.',
    // The attribution WalletConnect's licence asks for, word for word.
    walletConnectNotice:
      'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
    licences: 'Lesen perisian yang disertakan oleh Latch',
  },
  notFound: {
    title: 'Halaman tidak ditemui',
    body: 'Tiada apa-apa di alamat ini.',
    home: 'Ke laman utama',
  },
  theme: {
    label: 'Tema',
    system: 'Sistem',
    light: 'Cerah',
    dark: 'Gelap',
  },
  language: {
    label: 'Bahasa',
  },
}
