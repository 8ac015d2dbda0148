import type { SendMessages } from '../sendMessages.ts'

/** The Send form's texts in Indonesian. */
export const id: SendMessages = {
  title: 'Kirim transaksi',
  intro:
    'Kirim ETH atau token demo ke alamat atau nama ENS, lalu pantau di Transaksi terbaru pada dialog akun.',
  recipient: 'Penerima',
  recipientHint: 'Alamat (0x…) atau nama ENS.',
  amount: 'Jumlah',
  amountHint: 'Angka seperti 0.5, dengan titik sebelum desimal.',
  asset: 'Aset',
  submit: 'Kirim',
  batch: 'Setujui dan kirim',
  batchHint:
    'Setujui dan kirim mengirim token demo dalam satu batch: persetujuan, lalu transfer.',
  resolving: 'Mencari nama…',
  invalidRecipient:
    'Masukkan alamat (0x dan 40 karakter heksadesimal) atau nama ENS.',
  nameNotFound: 'Nama ini tidak mengarah ke alamat mana pun.',
  invalidAmount: 'Masukkan jumlah: angka seperti 0.5.',
  amountPrecision: 'Terlalu banyak angka desimal untuk aset ini.',
  amountZero: 'Masukkan jumlah lebih dari nol.',
  sent: 'Terkirim: pantau di Transaksi terbaru pada dialog akun.',
}
