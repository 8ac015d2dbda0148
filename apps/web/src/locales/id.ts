import type { AppMessages } from '../appMessages.ts'

/** The front end's own texts in Indonesian. */
export const id: AppMessages = {
  app: {
    intro:
      'Hubungkan dompet untuk melihat akun Anda, berganti jaringan, menandatangani pesan, dan menambahkan token ke dompet Anda.',
    connectedIntro:
      'Dompet Anda terhubung. Ganti jaringan, tanda tangani pesan, atau tambahkan token.',
    title: 'Dompet Anda',
    footer:
      'Latch tidak pernah melihat kunci Anda: dompet Anda yang menandatangani, Latch hanya meminta.',
    // The attribution WalletConnect's licence asks for, word for word.
    walletConnectNotice:
      'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
    licences: 'Lisensi perangkat lunak yang disertakan Latch',
  },
  notFound: {
    title: 'Halaman tidak ditemukan',
    body: 'Tidak ada apa pun di alamat ini.',
    home: 'Ke beranda',
  },
  theme: {
    label: 'Tema',
    system: 'Sistem',
    light: 'Terang',
    dark: 'Gelap',
  },
  language: {
    label: 'Bahasa',
  },
}
