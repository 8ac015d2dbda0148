import type { Messages } from '../en.ts'
import { isolate } from '../isolate.ts'
import { plural } from '../plural.ts'

/** Latch's texts in Ukrainian. */
export const uk: Messages = {
  lang: 'uk',
  dir: 'ltr',

  dialog: {
    close: 'Закрити',
  },

  copy: {
    failed:
      'Не вдалося скопіювати: виділіть текст і скопіюйте його самостійно.',
  },

  wallet: {
    connect: 'Підключити гаманець',
    browserWallet: 'Браузерний гаманець',
    restoring: 'Відновлюємо сеанс…',
    accountHint: 'Відкрити відомості про акаунт',
    unsupportedNetwork: 'Непідтримувана мережа',
    unknownNetwork: (chainId) => `Мережа ${chainId}`,
  },

  connect: {
    newToWallets: 'Вперше користуєтеся гаманцем?',
    learnAboutWallets: 'Дізнатися про гаманці',
    title: 'Підключення гаманця',
    intro: (app) => `Виберіть гаманець, який хочете використовувати в ${app}.`,
    recent: 'Нещодавній',
    installed: 'Встановлено в цьому браузері',
    detected: 'Знайдено в цьому браузері',
    appOrExtension: (wallet) => `Застосунок або розширення ${isolate(wallet)}`,
    popup: (wallet) => `Відкриває вікно ${isolate(wallet)}`,
    legacy: (wallet) => `Попереднє підключення ${isolate(wallet)}`,
    scanWith: (wallet) => `Відскануйте в ${isolate(wallet)} на телефоні`,
    appOnDevice: (wallet) =>
      `Скористайтеся застосунком ${isolate(wallet)} на цьому пристрої`,
    getNamed: (wallet) => `Установити ${isolate(wallet)}`,
    groups: {
      installed: 'Встановлені',
      popular: 'Популярні',
      more: 'Інші гаманці',
    },
    walletConnect: 'Відскануйте гаманцем у телефоні',
    walletConnectTouch: 'Відкрити застосунок гаманця на цьому пристрої',
    notInstalled: 'Не встановлено',
    notInstalledHelp:
      'Браузерний гаманець — це розширення, яке зберігає ваші ключі й питає дозволу, перш ніж сайт зможе ними скористатися. Встановіть його й перезавантажте сторінку або виберіть інший варіант.',
    getWallet: 'Знайти гаманець (відкриється в новій вкладці)',
    getWalletUrl: 'https://ethereum.org/uk/wallets/find-wallet/',
    notConfigured: 'Ще не налаштовано на цьому сайті',
    confirmIn: (wallet) => `Підтвердьте в ${isolate(wallet)}`,
    confirmHelp: (wallet, app) =>
      `${isolate(wallet)} просить підключитися до ${app}. Підтвердьте запит у гаманці.`,
    opening: (wallet) => `Відкриваємо ${isolate(wallet)}…`,
    cancel: 'Скасувати',
    tryAgain: 'Спробувати ще раз',
    back: 'Вибрати інший гаманець',
    connected: (wallet) => `Підключено через ${isolate(wallet)}.`,
    cancelled: 'Підключення скасовано.',
    rdnsShared: (rdns) => `Кілька гаманців називають себе ${isolate(rdns)}`,
  },

  walletConnect: {
    qrLabel: 'QR-код WalletConnect',
    scan: 'Відскануйте цей код застосунком гаманця на телефоні.',
    preparing: 'Готуємо QR-код…',
    copyLink: 'Копіювати посилання',
    linkCopied: 'Посилання скопійовано.',
  },

  phone: {
    openNamed: (wallet) => `Відкрити ${isolate(wallet)}`,
    preparing: 'Готуємо посилання…',
    waitingHelp: (wallet) =>
      `Підтвердьте в ${isolate(wallet)} і поверніться на цю сторінку.`,
    notOpened: (wallet) =>
      `${isolate(wallet)} не відкрився. Чи встановлено його на цьому телефоні?`,
    rejectedIn: (wallet) => `Відхилено в ${isolate(wallet)}.`,
    startOver: 'Почати знову',
    inApp:
      'Браузер цього застосунку може не відкривати застосунки гаманців. Відкрийте цю сторінку в браузері телефона, щоб підключитися.',
    openInBrowser: 'Відкрити в браузері',
    openDesktopApp: 'Відкрити застосунок для комп’ютера',
  },

  account: {
    title: 'Акаунт',
    address: 'Адреса',
    network: 'Мережа',
    balance: 'Баланс',
    wallet: 'Гаманець',
    loading: 'Завантаження…',
    unavailable: 'Недоступно',
    tokens: 'Баланси токенів',
    retrying: 'Повторюємо спроби, доки мережа не відповість.',
    copyAddress: 'Копіювати адресу',
    addressCopied: 'Адресу скопійовано.',
    viewOnExplorer: 'Переглянути в оглядачі',
    explorerHint: (explorer) => `${explorer}, відкриється в новій вкладці`,
    disconnect: 'Відключити',
    disconnecting: 'Відключаємо…',
  },

  network: {
    switchTitle: 'Змінити мережу',
    label: 'Мережа',
    current: 'Підключено',
    switching: (chain) => `Перемикаємо на ${chain}…`,
    adding: (chain) => `Додаємо ${chain} до гаманця…`,
    confirmIn: (wallet) => `Підтвердьте в ${isolate(wallet)}.`,
    switched: (chain) => `Мережу змінено на ${chain}.`,
    switchInWallet: (chain) => `Перемкніть мережу в гаманці на ${chain}.`,
  },

  unsupported: {
    title: 'Непідтримувана мережа',
    body: (chainId, app) =>
      `Ваш гаманець у мережі, яку ${app} не підтримує (мережа ${chainId}).`,
    switchTo: (chain) => `Перемкнути на ${chain}`,
  },

  sign: {
    title: 'Підписати повідомлення',
    intro:
      'Підпис доводить, що ви керуєте цим акаунтом. Це безкоштовно, і жодна транзакція не надсилається.',
    message: 'Повідомлення',
    submit: 'Підписати',
    signature: 'Підпис',
    copySignature: 'Копіювати підпис',
    signatureCopied: 'Підпис скопійовано.',
    confirmIn: (wallet) => `Підтвердьте підпис у ${isolate(wallet)}.`,
    verified: (signer) => `Підпис дійсний: його створив ${isolate(signer)}.`,
    notVerified: 'Підпис не підтверджується для цього акаунта.',
    notChecked: 'Не вдалося перевірити підпис: спробуйте пізніше.',
  },

  token: {
    title: 'Додати токен',
    intro: 'Додайте токен ERC-20 до списку, який показує ваш гаманець.',
    address: 'Адреса токена',
    addressHint: (digits) =>
      plural('uk', digits, {
        one: '0x і # шістнадцятковий символ.',
        few: '0x і # шістнадцяткові символи.',
        many: '0x і # шістнадцяткових символів.',
        other: '0x і # шістнадцяткового символу.',
      }),
    symbol: 'Символ',
    symbolHint: (max) =>
      plural('uk', max, {
        one: 'Від 1 до # знака — так його покаже гаманець.',
        other: 'Від 1 до # знаків — так його покаже гаманець.',
      }),
    decimals: 'Десяткові знаки',
    decimalsHint: 'Ціле число від 0 до 36; у більшості токенів — 18.',
    image: 'URL зображення',
    imageHint: 'Необов’язково: адреса https:// або data:image.',
    submit: 'Додати до гаманця',
    suggestions: 'Відомий токен:',
    suggestion: (symbol) => `Заповнити: ${isolate(symbol)}`,
    confirmIn: (wallet) => `Підтвердьте в ${isolate(wallet)}.`,
    added: (symbol) => `${isolate(symbol)} додано до вашого гаманця.`,
    declined: (symbol) => `Гаманець не додав ${isolate(symbol)}.`,
    unsupported: 'Ваш гаманець не підтримує додавання токенів.',
    invalid: {
      address: (digits) =>
        plural('uk', digits, {
          one: 'Введіть адресу токена: 0x і # шістнадцятковий символ.',
          few: 'Введіть адресу токена: 0x і # шістнадцяткові символи.',
          many: 'Введіть адресу токена: 0x і # шістнадцяткових символів.',
          other: 'Введіть адресу токена: 0x і # шістнадцяткового символу.',
        }),
      checksum:
        'Великі літери в цій адресі не збігаються з її контрольною сумою: перевірте, чи немає помилки.',
      symbol: (max) =>
        plural('uk', max, {
          one: 'Введіть символ довжиною від 1 до # знака.',
          other: 'Введіть символ довжиною від 1 до # знаків.',
        }),
      decimals: 'Введіть ціле число від 0 до 36.',
      image: 'Вкажіть адресу, що починається з https:// або data:image/.',
    },
  },

  errors: {
    userRejected: 'Ви відхилили запит у гаманці.',
    unauthorized: 'Гаманець не дозволив цей запит. Підключіть його знову.',
    unsupportedMethod: 'Ваш гаманець не підтримує цей запит.',
    disconnected: 'Гаманець відключено. Підключіть його знову.',
    chainDisconnected: (chain) =>
      chain
        ? `Гаманець не підключено до мережі ${chain}.`
        : 'Гаманець не підключено до цієї мережі.',
    pairingExpired:
      'Термін дії QR-коду сплив до відповіді гаманця. Покажіть новий код і відскануйте його знову.',
    requestPending:
      'У гаманці вже чекає запит. Відкрийте гаманець, щоб продовжити.',
    internal: 'У гаманці сталася помилка. Спробуйте ще раз.',
    providerNotFound:
      'Цей гаманець не встановлено в браузері. Встановіть його або виберіть інший.',
    connectorNotConfigured:
      'Цей гаманець не налаштовано на сайті. Виберіть інший.',
    connectorRequired: 'Виберіть гаманець для підключення.',
    messageRequired: 'Введіть повідомлення для підпису.',
    addressRequired: 'Щоб знайти ім’я, потрібна адреса.',
    chainNotConfigured: (chain) =>
      chain
        ? `Мережа ${chain} тут не підтримується.`
        : 'Ця мережа тут не підтримується.',
    addChain: (chain) =>
      chain
        ? `Не вдалося додати ${chain} до гаманця.`
        : 'Не вдалося додати мережу до гаманця.',
    switchChain: (chain) =>
      chain
        ? `Не вдалося перемкнути гаманець на ${chain}.`
        : 'Не вдалося змінити мережу в гаманці.',
    switchChainNotSupported: (chain) =>
      chain
        ? `Перемкніть мережу в гаманці на ${chain}.`
        : 'Перемкніть мережу в гаманці.',
    networkUnavailable: (chain) =>
      chain ? `Мережа ${chain} зараз недоступна.` : 'Мережа зараз недоступна.',
    unknown: 'З гаманцем щось пішло не так. Спробуйте ще раз.',
    notFromAccount:
      'Гаманець відповів транзакцією, яку ваш обліковий запис не надсилав. Її не додано до списку.',
    setup: 'Сторінку налаштовано неправильно. Перезавантажте її.',
  },
}
