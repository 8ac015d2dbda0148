import type { Messages } from '../en.ts'
import { isolate } from '../isolate.ts'
import { plural } from '../plural.ts'

/** Latch's texts in Russian. */
export const ru: Messages = {
  lang: 'ru',
  dir: 'ltr',

  dialog: {
    close: 'Закрыть',
  },

  copy: {
    failed: 'Не удалось скопировать: выделите текст и скопируйте его сами.',
  },

  wallet: {
    connect: 'Подключить кошелек',
    browserWallet: 'Браузерный кошелек',
    restoring: 'Восстанавливаем сеанс…',
    accountHint: 'Открыть сведения об аккаунте',
    unsupportedNetwork: 'Неподдерживаемая сеть',
    unknownNetwork: (chainId) => `Сеть ${chainId}`,
  },

  connect: {
    newToWallets: 'Впервые пользуетесь кошельком?',
    learnAboutWallets: 'Узнать о кошельках',
    title: 'Подключение кошелька',
    intro: (app) => `Выберите кошелек, который хотите использовать в ${app}.`,
    recent: 'Недавний',
    installed: 'Установлен в этом браузере',
    detected: 'Найден в этом браузере',
    appOrExtension: (wallet) => `Приложение или расширение ${isolate(wallet)}`,
    popup: (wallet) => `Открывает окно ${isolate(wallet)}`,
    legacy: (wallet) => `Прежнее подключение ${isolate(wallet)}`,
    scanWith: (wallet) => `Отсканируйте в ${isolate(wallet)} на телефоне`,
    appOnDevice: (wallet) =>
      `Используйте приложение ${isolate(wallet)} на этом устройстве`,
    getNamed: (wallet) => `Установить ${isolate(wallet)}`,
    groups: {
      installed: 'Установленные',
      popular: 'Популярные',
      more: 'Другие кошельки',
    },
    walletConnect: 'Отсканируйте кошельком в телефоне',
    walletConnectTouch: 'Открыть приложение кошелька на этом устройстве',
    notInstalled: 'Не установлен',
    notInstalledHelp:
      'Браузерный кошелек — это расширение, которое хранит ваши ключи и спрашивает разрешения, прежде чем сайт сможет их использовать. Установите его и перезагрузите страницу или выберите другой вариант.',
    getWallet: 'Найти кошелек (откроется в новой вкладке)',
    getWalletUrl: 'https://ethereum.org/ru/wallets/find-wallet/',
    notConfigured: 'Еще не настроен на этом сайте',
    confirmIn: (wallet) => `Подтвердите в ${isolate(wallet)}`,
    confirmHelp: (wallet, app) =>
      `${isolate(wallet)} запрашивает подключение к ${app}. Подтвердите запрос в кошельке.`,
    opening: (wallet) => `Открываем ${isolate(wallet)}…`,
    cancel: 'Отмена',
    tryAgain: 'Повторить',
    back: 'Выбрать другой кошелек',
    connected: (wallet) => `Подключено через ${isolate(wallet)}.`,
    cancelled: 'Подключение отменено.',
    rdnsShared: (rdns) => `Несколько кошельков называют себя ${isolate(rdns)}`,
  },

  walletConnect: {
    qrLabel: 'QR-код WalletConnect',
    scan: 'Отсканируйте этот код приложением кошелька на телефоне.',
    preparing: 'Готовим QR-код…',
    copyLink: 'Скопировать ссылку',
    linkCopied: 'Ссылка скопирована.',
  },

  phone: {
    openNamed: (wallet) => `Открыть ${isolate(wallet)}`,
    preparing: 'Готовим ссылку…',
    waitingHelp: (wallet) =>
      `Подтвердите в ${isolate(wallet)} и вернитесь на эту страницу.`,
    notOpened: (wallet) =>
      `${isolate(wallet)} не открылся. Он установлен на этом телефоне?`,
    rejectedIn: (wallet) => `Отклонено в ${isolate(wallet)}.`,
    startOver: 'Начать заново',
    inApp:
      'Браузер этого приложения может не открывать приложения кошельков. Откройте эту страницу в браузере телефона, чтобы подключиться.',
    openInBrowser: 'Открыть в браузере',
    openDesktopApp: 'Открыть приложение для компьютера',
  },

  account: {
    title: 'Аккаунт',
    address: 'Адрес',
    network: 'Сеть',
    balance: 'Баланс',
    wallet: 'Кошелек',
    loading: 'Загрузка…',
    unavailable: 'Недоступно',
    tokens: 'Балансы токенов',
    retrying: 'Повторяем попытки, пока сеть не ответит.',
    copyAddress: 'Скопировать адрес',
    addressCopied: 'Адрес скопирован.',
    viewOnExplorer: 'Открыть в обозревателе',
    explorerHint: (explorer) => `${explorer}, откроется в новой вкладке`,
    disconnect: 'Отключить',
    disconnecting: 'Отключаем…',
  },

  network: {
    switchTitle: 'Сменить сеть',
    label: 'Сеть',
    current: 'Подключена',
    switching: (chain) => `Переключаемся на ${chain}…`,
    adding: (chain) => `Добавляем ${chain} в кошелек…`,
    confirmIn: (wallet) => `Подтвердите в ${isolate(wallet)}.`,
    switched: (chain) => `Сеть переключена на ${chain}.`,
    switchInWallet: (chain) => `Переключите сеть в кошельке на ${chain}.`,
  },

  unsupported: {
    title: 'Неподдерживаемая сеть',
    body: (chainId, app) =>
      `Ваш кошелек подключен к сети, которую ${app} не поддерживает (сеть ${chainId}).`,
    switchTo: (chain) => `Переключиться на ${chain}`,
  },

  sign: {
    title: 'Подписать сообщение',
    intro:
      'Подпись доказывает, что вы управляете этим аккаунтом. Это бесплатно, и транзакция не отправляется.',
    message: 'Сообщение',
    submit: 'Подписать',
    signature: 'Подпись',
    copySignature: 'Скопировать подпись',
    signatureCopied: 'Подпись скопирована.',
    confirmIn: (wallet) => `Подтвердите подпись в ${isolate(wallet)}.`,
    verified: (signer) => `Подпись верна: ее создал ${isolate(signer)}.`,
    notVerified: 'Подпись не подтверждается для этого аккаунта.',
    notChecked: 'Не удалось проверить подпись: попробуйте позже.',
  },

  token: {
    title: 'Добавить токен',
    intro: 'Добавьте токен ERC-20 в список, который показывает ваш кошелек.',
    address: 'Адрес токена',
    addressHint: (digits) =>
      plural('ru', digits, {
        one: '0x и # шестнадцатеричный символ.',
        few: '0x и # шестнадцатеричных символа.',
        many: '0x и # шестнадцатеричных символов.',
        other: '0x и # шестнадцатеричного символа.',
      }),
    symbol: 'Символ',
    symbolHint: (max) =>
      plural('ru', max, {
        one: 'От 1 до # знака — так его покажет кошелек.',
        other: 'От 1 до # знаков — так его покажет кошелек.',
      }),
    decimals: 'Десятичные знаки',
    decimalsHint: 'Целое число от 0 до 36; у большинства токенов — 18.',
    image: 'URL изображения',
    imageHint: 'Необязательно: адрес https:// или data:image.',
    submit: 'Добавить в кошелек',
    suggestions: 'Известный токен:',
    suggestion: (symbol) => `Заполнить: ${isolate(symbol)}`,
    confirmIn: (wallet) => `Подтвердите в ${isolate(wallet)}.`,
    added: (symbol) => `${isolate(symbol)} добавлен в ваш кошелек.`,
    declined: (symbol) => `Кошелек не добавил ${isolate(symbol)}.`,
    unsupported: 'Ваш кошелек не поддерживает добавление токенов.',
    invalid: {
      address: (digits) =>
        plural('ru', digits, {
          one: 'Введите адрес токена: 0x и # шестнадцатеричный символ.',
          few: 'Введите адрес токена: 0x и # шестнадцатеричных символа.',
          many: 'Введите адрес токена: 0x и # шестнадцатеричных символов.',
          other: 'Введите адрес токена: 0x и # шестнадцатеричного символа.',
        }),
      checksum:
        'Заглавные буквы в этом адресе не совпадают с его контрольной суммой: проверьте, нет ли опечатки.',
      symbol: (max) =>
        plural('ru', max, {
          one: 'Введите символ длиной от 1 до # знака.',
          other: 'Введите символ длиной от 1 до # знаков.',
        }),
      decimals: 'Введите целое число от 0 до 36.',
      image: 'Укажите адрес, который начинается с https:// или data:image/.',
    },
  },

  errors: {
    userRejected: 'Вы отклонили запрос в кошельке.',
    unauthorized: 'Кошелек не разрешил этот запрос. Подключите его снова.',
    unsupportedMethod: 'Ваш кошелек не поддерживает этот запрос.',
    disconnected: 'Кошелек отключен. Подключите его снова.',
    chainDisconnected: (chain) =>
      chain
        ? `Кошелек не подключен к сети ${chain}.`
        : 'Кошелек не подключен к этой сети.',
    pairingExpired:
      'Срок действия QR-кода истёк до ответа кошелька. Покажите новый код и отсканируйте его снова.',
    requestPending:
      'В кошельке уже ждет запрос. Откройте кошелек, чтобы продолжить.',
    internal: 'В кошельке произошла ошибка. Попробуйте еще раз.',
    providerNotFound:
      'Этот кошелек не установлен в браузере. Установите его или выберите другой.',
    connectorNotConfigured:
      'Этот кошелек не настроен на сайте. Выберите другой.',
    connectorRequired: 'Выберите кошелек для подключения.',
    messageRequired: 'Введите сообщение для подписи.',
    addressRequired: 'Чтобы найти имя, нужен адрес.',
    chainNotConfigured: (chain) =>
      chain
        ? `Сеть ${chain} здесь не поддерживается.`
        : 'Эта сеть здесь не поддерживается.',
    addChain: (chain) =>
      chain
        ? `Не удалось добавить ${chain} в кошелек.`
        : 'Не удалось добавить сеть в кошелек.',
    switchChain: (chain) =>
      chain
        ? `Не удалось переключить кошелек на ${chain}.`
        : 'Не удалось переключить сеть в кошельке.',
    switchChainNotSupported: (chain) =>
      chain
        ? `Переключите сеть в кошельке на ${chain}.`
        : 'Переключите сеть в кошельке.',
    networkUnavailable: (chain) =>
      chain ? `Сеть ${chain} сейчас недоступна.` : 'Сеть сейчас недоступна.',
    unknown: 'С кошельком что-то пошло не так. Попробуйте еще раз.',
    notFromAccount:
      'Кошелек ответил транзакцией, которую ваш аккаунт не отправлял. Она не добавлена в список.',
    setup: 'Страница настроена неправильно. Перезагрузите ее.',
  },
}
