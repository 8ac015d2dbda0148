import type { AppMessages } from '../appMessages.ts'

/** The front end's own texts in Russian. */
export const ru: AppMessages = {
  app: {
    intro:
      'Подключите кошелек, чтобы увидеть свой аккаунт, переключать сети, подписать сообщение и добавить токен в кошелек.',
    connectedIntro:
      'Кошелек подключен. Переключите сеть, подпишите сообщение или добавьте токен.',
    title: 'Ваш кошелек',
    footer:
      'Latch никогда не видит ваши ключи: подписывает кошелек, Latch только просит.',
    // The attribution WalletConnect's licence asks for, word for word.
    walletConnectNotice:
      'WalletConnect: Portions © 2025 Reown, Inc. All Rights Reserved.',
    licences: 'Лицензии ПО, которое поставляется с Latch',
  },
  notFound: {
    title: 'Страница не найдена',
    body: 'По этому адресу ничего нет.',
    home: 'На главную',
  },
  theme: {
    label: 'Тема',
    system: 'Системная',
    light: 'Светлая',
    dark: 'Темная',
  },
  language: {
    label: 'Язык',
  },
}
