import type { SendMessages } from '../sendMessages.ts'

/** The Send form's texts in Latin American Spanish. */
export const es419: SendMessages = {
  title: 'Enviar una transacción',
  intro:
    'Envía ETH o el token de demostración a una dirección o un nombre ENS, y síguela en Transacciones recientes, en el diálogo de la cuenta.',
  recipient: 'Destinatario',
  recipientHint: 'Una dirección (0x…) o un nombre ENS.',
  amount: 'Monto',
  amountHint: 'Un número como 0.5, con un punto antes de los decimales.',
  asset: 'Activo',
  submit: 'Enviar',
  batch: 'Aprobar y enviar',
  batchHint:
    'Aprobar y enviar manda el token de demostración en un lote: una aprobación y luego la transferencia.',
  resolving: 'Buscando el nombre…',
  invalidRecipient:
    'Ingresa una dirección (0x y 40 caracteres hexadecimales) o un nombre ENS.',
  nameNotFound: 'Este nombre no apunta a ninguna dirección.',
  invalidAmount: 'Ingresa un monto: un número como 0.5.',
  amountPrecision: 'Demasiados decimales para este activo.',
  amountZero: 'Ingresa un monto mayor que cero.',
  sent: 'Enviada: síguela en Transacciones recientes, en el diálogo de la cuenta.',
}
