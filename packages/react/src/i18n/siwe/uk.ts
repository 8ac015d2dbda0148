import { isolate } from '../isolate.ts'
import type { SiweMessages } from './en.ts'

/** Sign-In with Ethereum's texts (uk). */
export const uk: SiweMessages = {
  signIn: 'Увійти',
  signOut: 'Вийти',
  stepTitle: (app) => `Вхід до ${app}`,
  stepIntro: (app) =>
    `Підпишіть повідомлення, щоб довести ${app}, що ви керуєте цим акаунтом: це безкоштовно, без транзакції та без оплати газу.`,
  notNow: 'Не зараз',
  confirmIn: (wallet) => `Підтвердьте вхід у ${isolate(wallet)}.`,
  verifying: 'Перевіряємо вхід…',
  signedInAs: (name) => `Ви увійшли як ${isolate(name)}`,
  refused: 'Сервер не прийняв вхід. Спробуйте ще раз.',
  unavailable: 'Вхід зараз недоступний. Спробуйте пізніше.',
}
