import { plural } from '../plural.ts'
import type { TransactionMessages } from './en.ts'

/** The recent transactions' texts (es-419). */
export const es419: TransactionMessages = {
  title: 'Transacciones recientes',
  empty: 'Aquí aparecen las transacciones que envías.',
  clear: 'Borrar',
  pending: 'Pendiente',
  confirmed: 'Confirmada',
  failed: 'Fallida',
  replaced: 'Reemplazada',
  cancelled: 'Cancelada',
  dropped: 'Descartada',
  partial: 'Algunas de sus llamadas fallaron.',
  notExecuted: 'La billetera no la ejecutó: no se envió nada.',
  pendingCount: (count) =>
    plural('es-419', count, { one: '# pendiente', other: '# pendientes' }),
  sentAtomic:
    'Enviada como una sola transacción: se ejecutan todas las llamadas o ninguna.',
  sentSequential:
    'Enviada una por una: cada llamada es una transacción propia.',
  gasPaidBy: (app) => `${app} paga el gas`,
  youPayGas: 'Tú pagas el gas',
  sponsored: 'Gas cubierto para ti',
  sponsorshipUnavailable: (app) =>
    `${app} no puede pagar el gas de esta billetera en esta red. No se envió nada.`,
  sponsorshipFailed:
    'El patrocinador no pagó el gas de esta operación. No se envió nada.',
}
