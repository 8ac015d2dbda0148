import { plural } from '../plural.ts'
import type { TransactionMessages } from './en.ts'

/** The recent transactions' texts (de). */
export const de: TransactionMessages = {
  title: 'Letzte Transaktionen',
  empty: 'Hier erscheinen die Transaktionen, die du sendest.',
  clear: 'Leeren',
  pending: 'Ausstehend',
  confirmed: 'Bestätigt',
  failed: 'Fehlgeschlagen',
  replaced: 'Ersetzt',
  cancelled: 'Abgebrochen',
  dropped: 'Verworfen',
  partial: 'Einige ihrer Aufrufe sind fehlgeschlagen.',
  notExecuted: 'Die Wallet hat sie nicht ausgeführt: Nichts wurde gesendet.',
  pendingCount: (count) => plural('de', count, { other: '# ausstehend' }),
  sentAtomic: 'Als eine Transaktion gesendet: Alle Aufrufe laufen oder keiner.',
  sentSequential: 'Einzeln gesendet: Jeder Aufruf ist eine eigene Transaktion.',
  gasPaidBy: (app) => `${app} zahlt das Gas`,
  youPayGas: 'Du zahlst das Gas',
  sponsored: 'Gas für dich übernommen',
  sponsorshipUnavailable: (app) =>
    `${app} kann das Gas für diese Wallet in diesem Netzwerk nicht zahlen. Nichts wurde gesendet.`,
  sponsorshipFailed:
    'Der Sponsor hat das Gas dafür nicht gezahlt. Nichts wurde gesendet.',
}
