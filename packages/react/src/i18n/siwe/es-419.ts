import { isolate } from '../isolate.ts'
import type { SiweMessages } from './en.ts'

/** Sign-In with Ethereum's texts (es-419). */
export const es419: SiweMessages = {
  signIn: 'Iniciar sesión',
  signOut: 'Cerrar sesión',
  stepTitle: (app) => `Inicia sesión en ${app}`,
  stepIntro: (app) =>
    `Firma un mensaje para demostrarle a ${app} que controlas esta cuenta: es gratis, sin transacción y sin gas.`,
  notNow: 'Ahora no',
  confirmIn: (wallet) => `Confirma el inicio de sesión en ${isolate(wallet)}.`,
  verifying: 'Verificando el inicio de sesión…',
  signedInAs: (name) => `Sesión iniciada como ${isolate(name)}`,
  refused: 'El servidor no aceptó el inicio de sesión. Inténtalo de nuevo.',
  unavailable:
    'No se puede iniciar sesión en este momento. Inténtalo más tarde.',
}
