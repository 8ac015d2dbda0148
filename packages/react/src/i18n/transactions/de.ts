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
}
