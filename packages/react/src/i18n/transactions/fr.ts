import { plural } from '../plural.ts'
import type { TransactionMessages } from './en.ts'

/** The recent transactions' texts (fr). */
export const fr: TransactionMessages = {
  title: 'Transactions récentes',
  empty: 'Les transactions que vous envoyez apparaissent ici.',
  clear: 'Effacer',
  pending: 'En attente',
  confirmed: 'Confirmée',
  failed: 'Échouée',
  replaced: 'Remplacée',
  cancelled: 'Annulée',
  dropped: 'Abandonnée',
  partial: 'Certains de ses appels ont échoué.',
  notExecuted: 'Le portefeuille ne l’a pas exécutée : rien n’a été envoyé.',
  pendingCount: (count) =>
    plural('fr', count, { one: '# en attente', other: '# en attente' }),
  sentAtomic:
    'Envoyée en une seule transaction : tous les appels s’exécutent, ou aucun.',
  sentSequential:
    'Envoyée appel par appel : chacun est une transaction distincte.',
  gasPaidBy: (app) => `Frais de gas payés par ${app}`,
  youPayGas: 'Vous payez les frais de gas',
  sponsored: 'Frais de gas pris en charge',
  sponsorshipUnavailable: (app) =>
    `${app} ne peut pas payer les frais de gas de ce portefeuille sur ce réseau. Rien n’a été envoyé.`,
  sponsorshipFailed:
    'Le sponsor n’a pas payé les frais de gas de cette opération. Rien n’a été envoyé.',
}
