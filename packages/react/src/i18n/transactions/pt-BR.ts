import { plural } from '../plural.ts'
import type { TransactionMessages } from './en.ts'

/** The recent transactions' texts (pt-BR). */
export const ptBR: TransactionMessages = {
  title: 'Transações recentes',
  empty: 'As transações que você enviar aparecem aqui.',
  clear: 'Limpar',
  pending: 'Pendente',
  confirmed: 'Confirmada',
  failed: 'Falhou',
  replaced: 'Substituída',
  cancelled: 'Cancelada',
  dropped: 'Descartada',
  partial: 'Algumas das chamadas falharam.',
  notExecuted: 'A carteira não a executou: nada foi enviado.',
  pendingCount: (count) =>
    plural('pt-BR', count, { one: '# pendente', other: '# pendentes' }),
  sentAtomic:
    'Enviada como uma única transação: todas as chamadas são executadas, ou nenhuma.',
  sentSequential: 'Enviada uma a uma: cada chamada é uma transação separada.',
  gasPaidBy: (app) => `Gás pago por ${app}`,
  youPayGas: 'Você paga o gás',
  sponsored: 'Gás pago para você',
  sponsorshipUnavailable: (app) =>
    `${app} não pode pagar o gás desta carteira nesta rede. Nada foi enviado.`,
  sponsorshipFailed:
    'O patrocinador não pagou o gás desta operação. Nada foi enviado.',
}
