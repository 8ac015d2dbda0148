import { isolate } from '../isolate.ts'
import type { SiweMessages } from './en.ts'

/** Sign-In with Ethereum's texts (de). */
export const de: SiweMessages = {
  signIn: 'Anmelden',
  signOut: 'Abmelden',
  stepTitle: (app) => `Bei ${app} anmelden`,
  stepIntro: (app) =>
    `Signiere eine Nachricht, um ${app} zu zeigen, dass du dieses Konto kontrollierst: kostenlos, ohne Transaktion und ohne Gas.`,
  notNow: 'Nicht jetzt',
  confirmIn: (wallet) => `Bestätige die Anmeldung in ${isolate(wallet)}.`,
  verifying: 'Die Anmeldung wird geprüft …',
  signedInAs: (name) => `Angemeldet als ${isolate(name)}`,
  refused: 'Der Server hat die Anmeldung nicht akzeptiert. Versuche es erneut.',
  unavailable:
    'Die Anmeldung ist gerade nicht möglich. Versuche es später erneut.',
}
