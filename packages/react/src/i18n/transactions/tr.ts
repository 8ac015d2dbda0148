import { plural } from '../plural.ts'
import type { TransactionMessages } from './en.ts'

/** The recent transactions' texts (tr). */
export const tr: TransactionMessages = {
  title: 'Son işlemler',
  empty: 'Gönderdiğiniz işlemler burada görünür.',
  clear: 'Temizle',
  pending: 'Beklemede',
  confirmed: 'Onaylandı',
  failed: 'Başarısız',
  replaced: 'Değiştirildi',
  cancelled: 'İptal edildi',
  dropped: 'Düşürüldü',
  partial: 'Çağrılarından bazıları başarısız oldu.',
  notExecuted: 'Cüzdan bunu yürütmedi: hiçbir şey gönderilmedi.',
  pendingCount: (count) => plural('tr', count, { other: '# beklemede' }),
  sentAtomic:
    'Tek bir işlem olarak gönderildi: çağrıların hepsi çalışır ya da hiçbiri.',
  sentSequential: 'Tek tek gönderildi: her çağrı ayrı bir işlemdir.',
  gasPaidBy: (app) => `Gas ücretini ${app} ödüyor`,
  youPayGas: 'Gas ücretini siz ödersiniz',
  sponsored: 'Gas ücreti sizin için ödendi',
  sponsorshipUnavailable: (app) =>
    `${app}, bu ağda bu cüzdan için gas ücretini ödeyemiyor. Hiçbir şey gönderilmedi.`,
  sponsorshipFailed:
    'Sponsor bunun gas ücretini ödemedi. Hiçbir şey gönderilmedi.',
}
