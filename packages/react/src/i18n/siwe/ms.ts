import { isolate } from '../isolate.ts'
import type { SiweMessages } from './en.ts'

/** Sign-In with Ethereum's texts (ms). */
export const ms: SiweMessages = {
  signIn: 'Log masuk',
  signOut: 'Log keluar',
  stepTitle: (app) => `Log masuk ke ${app}`,
  stepIntro: (app) =>
    `Tandatangani mesej untuk membuktikan kepada ${app} bahawa anda mengawal akaun ini: percuma, tanpa transaksi dan tanpa gas.`,
  notNow: 'Bukan sekarang',
  confirmIn: (wallet) => `Sahkan log masuk dalam ${isolate(wallet)}.`,
  verifying: 'Menyemak log masuk…',
  signedInAs: (name) => `Log masuk sebagai ${isolate(name)}`,
  refused: 'Pelayan tidak menerima log masuk. Cuba lagi.',
  unavailable: 'Log masuk tidak tersedia sekarang. Cuba lagi nanti.',
}
