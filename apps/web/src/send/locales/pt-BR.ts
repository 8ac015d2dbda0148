import type { SendMessages } from '../sendMessages.ts'

/** The Send form's texts in Brazilian Portuguese. */
export const ptBR: SendMessages = {
  title: 'Enviar uma transação',
  intro:
    'Envie ETH ou o token de demonstração para um endereço ou nome ENS e acompanhe em Transações recentes, na janela da conta.',
  recipient: 'Destinatário',
  recipientHint: 'Um endereço (0x…) ou um nome ENS.',
  amount: 'Valor',
  amountHint: 'Um número como 0.5, com ponto antes das casas decimais.',
  asset: 'Ativo',
  submit: 'Enviar',
  batch: 'Aprovar e enviar',
  batchHint:
    'Aprovar e enviar manda o token de demonstração em um lote: uma aprovação e depois a transferência.',
  resolving: 'Procurando o nome…',
  invalidRecipient:
    'Digite um endereço (0x e 40 caracteres hexadecimais) ou um nome ENS.',
  nameNotFound: 'Este nome não aponta para nenhum endereço.',
  invalidAmount: 'Digite um valor: um número como 0.5.',
  amountPrecision: 'Casas decimais demais para este ativo.',
  amountZero: 'Digite um valor maior que zero.',
  sent: 'Enviada: acompanhe em Transações recentes, na janela da conta.',
}
