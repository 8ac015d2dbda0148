import { fsi } from '../locales/fsi.ts'
import type { SiweMessages } from './en.ts'

/** Sign-In with Ethereum's texts (ar). */
export const ar: SiweMessages = {
  signIn: 'تسجيل الدخول',
  signOut: 'تسجيل الخروج',
  stepTitle: (app) => `تسجيل الدخول إلى ${fsi(app)}`,
  stepIntro: (app) =>
    `وقّع رسالة لتثبت لـ ${fsi(app)} أنك تملك هذا الحساب: التوقيع مجاني، بلا معاملة ولا رسوم غاز.`,
  notNow: 'ليس الآن',
  confirmIn: (wallet) => `أكّد تسجيل الدخول في ${fsi(wallet)}.`,
  verifying: 'جارٍ التحقق من تسجيل الدخول…',
  signedInAs: (name) => `سجّلت الدخول باسم ${fsi(name)}`,
  refused: 'لم يقبل الخادم تسجيل الدخول. حاول مرة أخرى.',
  unavailable: 'تسجيل الدخول غير متاح الآن. حاول لاحقًا.',
}
