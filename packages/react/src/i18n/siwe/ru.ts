import { isolate } from '../isolate.ts'
import type { SiweMessages } from './en.ts'

/** Sign-In with Ethereum's texts (ru). */
export const ru: SiweMessages = {
  signIn: 'Войти',
  signOut: 'Выйти',
  stepTitle: (app) => `Вход в ${app}`,
  stepIntro: (app) =>
    `Подпишите сообщение, чтобы доказать ${app}, что вы управляете этим аккаунтом: это бесплатно, без транзакции и без оплаты газа.`,
  notNow: 'Не сейчас',
  confirmIn: (wallet) => `Подтвердите вход в ${isolate(wallet)}.`,
  verifying: 'Проверяем вход…',
  signedInAs: (name) => `Вы вошли как ${isolate(name)}`,
  refused: 'Сервер не принял вход. Попробуйте ещё раз.',
  unavailable: 'Вход сейчас недоступен. Попробуйте позже.',
}
