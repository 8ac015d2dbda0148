import { fsi } from '../locales/fsi.ts'
import type { SiweMessages } from './en.ts'

/** Sign-In with Ethereum's texts (he). */
export const he: SiweMessages = {
  signIn: 'כניסה',
  signOut: 'יציאה',
  stepTitle: (app) => `כניסה ל־${fsi(app)}`,
  stepIntro: (app) =>
    `חתמו על הודעה כדי להוכיח ל־${fsi(app)} שהחשבון הזה בשליטתכם: בחינם, בלי עסקה ובלי גז.`,
  notNow: 'לא עכשיו',
  confirmIn: (wallet) => `יש לאשר את הכניסה ב־${fsi(wallet)}.`,
  verifying: 'הכניסה נבדקת…',
  signedInAs: (name) => `נכנסת בתור ${fsi(name)}`,
  refused: 'השרת לא קיבל את הכניסה. אפשר לנסות שוב.',
  unavailable: 'הכניסה אינה זמינה כרגע. אפשר לנסות שוב מאוחר יותר.',
}
