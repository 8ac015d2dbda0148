import type { SendMessages } from '../sendMessages.ts'

/** The Send form's texts in Malay. */
export const ms: SendMessages = {
  title: 'Hantar transaksi',
  intro:
    'Hantar ETH atau token demo ke alamat atau nama ENS, kemudian ikuti di Transaksi terkini dalam dialog akaun.',
  recipient: 'Penerima',
  recipientHint: 'Alamat (0x…) atau nama ENS.',
  amount: 'Jumlah',
  amountHint: 'Nombor seperti 0.5, dengan titik sebelum perpuluhan.',
  asset: 'Aset',
  submit: 'Hantar',
  batch: 'Luluskan dan hantar',
  batchHint:
    'Luluskan dan hantar menghantar token demo dalam satu kelompok: kelulusan, kemudian pemindahan.',
  resolving: 'Mencari nama…',
  invalidRecipient:
    'Masukkan alamat (0x dan 40 aksara heksadesimal) atau nama ENS.',
  nameNotFound: 'Nama ini tidak merujuk kepada sebarang alamat.',
  invalidAmount: 'Masukkan jumlah: nombor seperti 0.5.',
  amountPrecision: 'Terlalu banyak digit perpuluhan untuk aset ini.',
  amountZero: 'Masukkan jumlah lebih daripada sifar.',
  sent: 'Dihantar: ikuti di Transaksi terkini dalam dialog akaun.',
}
