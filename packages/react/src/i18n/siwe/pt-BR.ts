import { isolate } from '../isolate.ts'
import type { SiweMessages } from './en.ts'

/** Sign-In with Ethereum's texts (pt-BR). */
export const ptBR: SiweMessages = {
  signIn: 'Entrar',
  signOut: 'Sair',
  stepTitle: (app) => `Entrar em ${app}`,
  stepIntro: (app) =>
    `Assine uma mensagem para provar ao ${app} que você controla esta conta: é grátis, sem transação e sem gás.`,
  notNow: 'Agora não',
  confirmIn: (wallet) => `Confirme o login na ${isolate(wallet)}.`,
  verifying: 'Verificando o login…',
  signedInAs: (name) => `Sessão iniciada como ${isolate(name)}`,
  refused: 'O servidor não aceitou o login. Tente de novo.',
  unavailable: 'O login não está disponível agora. Tente mais tarde.',
}
