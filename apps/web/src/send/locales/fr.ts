import type { SendMessages } from '../sendMessages.ts'

/** The Send form's texts in French. */
export const fr: SendMessages = {
  title: 'Envoyer une transaction',
  intro:
    'Envoyez de l’ETH ou le jeton de démonstration à une adresse ou à un nom ENS, puis suivez-la dans Transactions récentes, dans la fenêtre du compte.',
  recipient: 'Destinataire',
  recipientHint: 'Une adresse (0x…) ou un nom ENS.',
  amount: 'Montant',
  amountHint: 'Un nombre comme 0.5, avec un point avant les décimales.',
  asset: 'Actif',
  submit: 'Envoyer',
  batch: 'Approuver et envoyer',
  batchHint:
    'Approuver et envoyer envoie le jeton de démonstration en un lot : une approbation, puis le transfert.',
  resolving: 'Recherche du nom…',
  invalidRecipient:
    'Saisissez une adresse (0x et 40 caractères hexadécimaux) ou un nom ENS.',
  nameNotFound: 'Ce nom ne mène à aucune adresse.',
  invalidAmount: 'Saisissez un montant : un nombre comme 0.5.',
  amountPrecision: 'Trop de décimales pour cet actif.',
  amountZero: 'Saisissez un montant supérieur à zéro.',
  sent: 'Envoyée : suivez-la dans Transactions récentes, dans la fenêtre du compte.',
}
