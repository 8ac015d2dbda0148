import type { AppMessages } from '../appMessages.ts'

/** The front end's own texts in Turkish. */
export const tr: AppMessages = {
  app: {
    intro:
      'Hesabınızı görmek, ağ değiştirmek, mesaj imzalamak ve cüzdanınıza token eklemek için bir cüzdan bağlayın.',
    connectedIntro:
      'Cüzdanınız bağlı. Ağ değiştirin, mesaj imzalayın veya token ekleyin.',
    title: 'Cüzdanınız',
    footer:
      'Latch anahtarlarınızı asla görmez: cüzdanınız imzalar, Latch yalnızca ister.',
    // The attribution WalletConnect's licence asks for, word for word.
    walletConnectNotice:
      'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
    licences: 'Latch ile gelen yazılımların lisansları',
  },
  notFound: {
    title: 'Sayfa bulunamadı',
    body: 'Bu adreste hiçbir şey yok.',
    home: 'Ana sayfaya dön',
  },
  theme: {
    label: 'Tema',
    system: 'Sistem',
    light: 'Açık',
    dark: 'Koyu',
  },
  language: {
    label: 'Dil',
  },
}
