import type { SendMessages } from '../sendMessages.ts'

/** The Send form's texts in Turkish. */
export const tr: SendMessages = {
  title: 'İşlem gönder',
  intro:
    'Bir adrese ya da ENS adına ETH veya demo token gönderin, ardından hesap penceresindeki Son işlemler bölümünden takip edin.',
  recipient: 'Alıcı',
  recipientHint: 'Bir adres (0x…) ya da ENS adı.',
  amount: 'Tutar',
  amountHint: '0.5 gibi bir sayı; ondalıklardan önce nokta kullanın.',
  asset: 'Varlık',
  submit: 'Gönder',
  batch: 'Onayla ve gönder',
  batchHint:
    'Onayla ve gönder, demo token’ı tek bir toplu işlemde gönderir: önce onay, sonra transfer.',
  resolving: 'Ad aranıyor…',
  invalidRecipient:
    'Bir adres (0x ve 40 onaltılık karakter) ya da ENS adı girin.',
  nameNotFound: 'Bu ad hiçbir adrese karşılık gelmiyor.',
  invalidAmount: 'Bir tutar girin: 0.5 gibi bir sayı.',
  amountPrecision: 'Bu varlık için noktadan sonra çok fazla basamak var.',
  amountZero: 'Sıfırdan büyük bir tutar girin.',
  sent: 'Gönderildi: hesap penceresindeki Son işlemler bölümünden takip edin.',
}
