import { plural } from '../plural.ts'
import type { TransactionMessages } from './en.ts'

/** The recent transactions' texts (ms). */
export const ms: TransactionMessages = {
  title: 'Transaksi terkini',
  empty: 'Transaksi yang anda hantar dipaparkan di sini.',
  clear: 'Kosongkan',
  pending: 'Belum selesai',
  confirmed: 'Disahkan',
  failed: 'Gagal',
  replaced: 'Diganti',
  cancelled: 'Dibatalkan',
  dropped: 'Digugurkan',
  partial: 'Sebahagian panggilannya gagal.',
  notExecuted: 'Dompet tidak melaksanakannya: tiada apa-apa dihantar.',
  pendingCount: (count) => plural('ms', count, { other: '# belum selesai' }),
  sentAtomic:
    'Dihantar sebagai satu transaksi: semua panggilan dijalankan, atau tiada langsung.',
  sentSequential:
    'Dihantar satu demi satu: setiap panggilan ialah transaksi tersendiri.',
  gasPaidBy: (app) => `Gas dibayar oleh ${app}`,
  youPayGas: 'Anda membayar gas',
  sponsored: 'Gas dibayar untuk anda',
  sponsorshipUnavailable: (app) =>
    `${app} tidak dapat membayar gas untuk dompet ini di rangkaian ini. Tiada apa-apa dihantar.`,
  sponsorshipFailed:
    'Penaja tidak membayar gas untuk ini. Tiada apa-apa dihantar.',
}
