import type { SendMessages } from '../sendMessages.ts'

/** The Send form's texts in German. */
export const de: SendMessages = {
  title: 'Transaktion senden',
  intro:
    'Sende ETH oder den Demo-Token an eine Adresse oder einen ENS-Namen und verfolge sie unter „Letzte Transaktionen“ im Kontodialog.',
  recipient: 'Empfänger',
  recipientHint: 'Eine Adresse (0x…) oder ein ENS-Name.',
  amount: 'Betrag',
  amountHint: 'Eine Zahl wie 0.5, mit einem Punkt vor den Nachkommastellen.',
  asset: 'Asset',
  submit: 'Senden',
  batch: 'Genehmigen und senden',
  batchHint:
    '„Genehmigen und senden“ sendet den Demo-Token in einem Stapel: erst die Genehmigung, dann die Überweisung.',
  resolving: 'Name wird gesucht …',
  invalidRecipient:
    'Gib eine Adresse (0x und 40 Hexadezimalzeichen) oder einen ENS-Namen ein.',
  nameNotFound: 'Dieser Name verweist auf keine Adresse.',
  invalidAmount: 'Gib einen Betrag ein: eine Zahl wie 0.5.',
  amountPrecision: 'Zu viele Nachkommastellen für dieses Asset.',
  amountZero: 'Gib einen Betrag größer als null ein.',
  sent: 'Gesendet: Verfolge sie unter „Letzte Transaktionen“ im Kontodialog.',
}
