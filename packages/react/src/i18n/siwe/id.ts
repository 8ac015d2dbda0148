import { isolate } from '../isolate.ts'
import type { SiweMessages } from './en.ts'

/** Sign-In with Ethereum's texts (id). */
export const id: SiweMessages = {
  signIn: 'Masuk',
  signOut: 'Keluar',
  stepTitle: (app) => `Masuk ke ${app}`,
  stepIntro: (app) =>
    `Tanda tangani pesan untuk membuktikan kepada ${app} bahwa Anda mengendalikan akun ini: gratis, tanpa transaksi dan tanpa biaya gas.`,
  notNow: 'Nanti saja',
  confirmIn: (wallet) => `Konfirmasi proses masuk di ${isolate(wallet)}.`,
  verifying: 'Memeriksa proses masuk…',
  signedInAs: (name) => `Masuk sebagai ${isolate(name)}`,
  refused: 'Server tidak menerima proses masuk. Coba lagi.',
  unavailable: 'Tidak dapat masuk saat ini. Coba lagi nanti.',
}
