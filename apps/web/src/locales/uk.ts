import type { AppMessages } from '../appMessages.ts'

/** The front end's own texts in Ukrainian. */
export const uk: AppMessages = {
  app: {
    intro:
      'Підключіть гаманець, щоб побачити свій акаунт, перемикати мережі, підписати повідомлення й додати токен до гаманця.',
    connectedIntro:
      'Гаманець підключено. Перемкніть мережу, підпишіть повідомлення або додайте токен.',
    title: 'Ваш гаманець',
    footer:
      'Latch ніколи не бачить ваших ключів: підписує гаманець, Latch лише просить.',
    // The attribution WalletConnect's licence asks for, word for word.
    walletConnectNotice:
      'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
    licences: 'Ліцензії програм, що постачаються з Latch',
  },
  notFound: {
    title: 'Сторінку не знайдено',
    body: 'За цією адресою нічого немає.',
    home: 'На головну',
  },
  theme: {
    label: 'Тема',
    system: 'Системна',
    light: 'Світла',
    dark: 'Темна',
  },
  language: {
    label: 'Мова',
  },
}
