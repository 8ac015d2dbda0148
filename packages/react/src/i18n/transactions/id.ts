import { plural } from '../plural.ts'
import type { TransactionMessages } from './en.ts'

/** The recent transactions' texts (id). */
export const id: TransactionMessages = {
  title: 'Transaksi terbaru',
  empty: 'Transaksi yang Anda kirim muncul di sini.',
  clear: 'Hapus',
  pending: 'Tertunda',
  confirmed: 'Terkonfirmasi',
  failed: 'Gagal',
  replaced: 'Diganti',
  cancelled: 'Dibatalkan',
  dropped: 'Dibuang',
  partial: 'Sebagian panggilannya gagal.',
  notExecuted: 'Dompet tidak menjalankannya: tidak ada yang dikirim.',
  pendingCount: (count) => plural('id', count, { other: '# tertunda' }),
  sentAtomic:
    'Dikirim sebagai satu transaksi: semua panggilan berjalan, atau tidak sama sekali.',
  sentSequential:
    'Dikirim satu per satu: setiap panggilan adalah transaksi tersendiri.',
  gasPaidBy: (app) => `Biaya gas dibayar oleh ${app}`,
  youPayGas: 'Anda membayar biaya gas',
  sponsored: 'Biaya gas dibayarkan untuk Anda',
  sponsorshipUnavailable: (app) =>
    `${app} tidak dapat membayar biaya gas untuk dompet ini di jaringan ini. Tidak ada yang dikirim.`,
  sponsorshipFailed:
    'Sponsor tidak membayar biaya gas untuk ini. Tidak ada yang dikirim.',
}
