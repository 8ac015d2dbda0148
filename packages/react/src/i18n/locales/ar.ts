import type { Messages } from '../en.ts'
import { plural } from '../plural.ts'
import { fsi } from './fsi.ts'

/** Latch's texts in Arabic (right to left: every value isolated, `fsi`). */
export const ar: Messages = {
  lang: 'ar',
  dir: 'rtl',

  dialog: {
    close: 'إغلاق',
  },

  copy: {
    failed: 'تعذّر النسخ: حدّد النص وانسخه بنفسك.',
  },

  wallet: {
    connect: 'ربط المحفظة',
    browserWallet: 'محفظة المتصفح',
    restoring: 'جارٍ استعادة جلستك…',
    accountHint: 'فتح تفاصيل الحساب',
    unsupportedNetwork: 'شبكة غير مدعومة',
    unknownNetwork: (chainId) => `السلسلة ${fsi(chainId)}`,
  },

  connect: {
    newToWallets: 'جديد على المحافظ؟',
    learnAboutWallets: 'تعرّف على المحافظ',
    title: 'ربط محفظة',
    intro: (app) => `اختر المحفظة التي تريد استخدامها مع ${fsi(app)}.`,
    recent: 'الأحدث',
    installed: 'مثبّتة في هذا المتصفح',
    detected: 'موجودة في هذا المتصفح',
    appOrExtension: (wallet) => `تطبيق ${fsi(wallet)} أو إضافته`,
    popup: (wallet) => `تفتح نافذة ${fsi(wallet)}`,
    legacy: (wallet) => `اتصال ${fsi(wallet)} الأقدم`,
    scanWith: (wallet) => `امسح الرمز بـ ${fsi(wallet)} على هاتفك`,
    appOnDevice: (wallet) => `استخدم تطبيق ${fsi(wallet)} على هذا الجهاز`,
    getNamed: (wallet) => `احصل على ${fsi(wallet)}`,
    groups: {
      installed: 'مثبّتة',
      popular: 'الأكثر استخدامًا',
      more: 'محافظ أخرى',
    },
    walletConnect: 'امسح الرمز بمحفظة على هاتفك',
    walletConnectTouch: 'افتح تطبيق محفظة على هذا الجهاز',
    notInstalled: 'غير مثبّتة',
    notInstalledHelp:
      'محفظة المتصفح إضافة تحفظ مفاتيحك وتستأذنك قبل أن يستخدمها أي موقع. ثبّت واحدة ثم أعد تحميل هذه الصفحة، أو اختر خيارًا آخر.',
    getWallet: 'ابحث عن محفظة (تُفتح في علامة تبويب جديدة)',
    getWalletUrl: 'https://ethereum.org/ar/wallets/find-wallet/',
    notConfigured: 'لم يُعَدّ على هذا الموقع بعد',
    confirmIn: (wallet) => `أكّد في ${fsi(wallet)}`,
    confirmHelp: (wallet, app) =>
      `تطلب ${fsi(wallet)} منك الاتصال بـ ${fsi(app)}. وافق على الطلب هناك.`,
    opening: (wallet) => `جارٍ فتح ${fsi(wallet)}…`,
    cancel: 'إلغاء',
    tryAgain: 'إعادة المحاولة',
    back: 'اختيار محفظة أخرى',
    connected: (wallet) => `تم الاتصال عبر ${fsi(wallet)}.`,
    cancelled: 'أُلغي الاتصال.',
    rdnsShared: (rdns) => `أكثر من محفظة تدّعي ${fsi(rdns)}`,
  },

  walletConnect: {
    qrLabel: 'رمز QR الخاص بـ WalletConnect',
    scan: 'امسح هذا الرمز بتطبيق محفظة على هاتفك.',
    preparing: 'جارٍ تجهيز رمز QR…',
    copyLink: 'نسخ الرابط',
    linkCopied: 'تم نسخ الرابط.',
  },

  phone: {
    openNamed: (wallet) => `افتح ${fsi(wallet)}`,
    preparing: 'جارٍ تجهيز الرابط…',
    waitingHelp: (wallet) => `وافق في ${fsi(wallet)}، ثم عُد إلى هذه الصفحة.`,
    notOpened: (wallet) => `لم يُفتح ${fsi(wallet)}. هل هو مثبّت على هذا الهاتف؟`,
    rejectedIn: (wallet) => `رُفض في ${fsi(wallet)}.`,
    startOver: 'ابدأ من جديد',
    inApp:
      'قد لا يفتح متصفح هذا التطبيق تطبيقات المحافظ. افتح هذه الصفحة في متصفح هاتفك للاتصال.',
    openInBrowser: 'افتح في متصفحك',
    openDesktopApp: 'افتح تطبيق سطح المكتب',
  },

  account: {
    title: 'الحساب',
    address: 'العنوان',
    network: 'الشبكة',
    balance: 'الرصيد',
    wallet: 'المحفظة',
    loading: 'جارٍ التحميل…',
    unavailable: 'غير متاح',
    tokens: 'أرصدة الرموز المميزة',
    retrying: 'ستتكرر المحاولة حتى تستجيب.',
    copyAddress: 'نسخ العنوان',
    addressCopied: 'تم نسخ العنوان.',
    viewOnExplorer: 'عرض في المستكشف',
    explorerHint: (explorer) => `${fsi(explorer)}، يُفتح في علامة تبويب جديدة`,
    disconnect: 'قطع الاتصال',
    disconnecting: 'جارٍ قطع الاتصال…',
  },

  network: {
    switchTitle: 'تبديل الشبكة',
    label: 'الشبكة',
    current: 'متصلة',
    switching: (chain) => `جارٍ التبديل إلى ${fsi(chain)}…`,
    adding: (chain) => `جارٍ إضافة ${fsi(chain)} إلى محفظتك…`,
    confirmIn: (wallet) => `أكّد في ${fsi(wallet)}.`,
    switched: (chain) => `تم التبديل إلى ${fsi(chain)}.`,
    switchInWallet: (chain) => `بدّل الشبكة في محفظتك إلى ${fsi(chain)}.`,
  },

  unsupported: {
    title: 'شبكة غير مدعومة',
    body: (chainId, app) =>
      `محفظتك على شبكة لا يدعمها ${fsi(app)} (السلسلة ${fsi(chainId)}).`,
    switchTo: (chain) => `التبديل إلى ${fsi(chain)}`,
  },

  sign: {
    title: 'توقيع رسالة',
    intro:
      'يثبت التوقيع أنك تتحكم في هذا الحساب. إنه مجاني ولا يرسل أي معاملة.',
    message: 'الرسالة',
    submit: 'توقيع الرسالة',
    signature: 'التوقيع',
    copySignature: 'نسخ التوقيع',
    signatureCopied: 'تم نسخ التوقيع.',
    confirmIn: (wallet) => `أكّد التوقيع في ${fsi(wallet)}.`,
    verified: (signer) => `التوقيع صحيح: أنشأه ${fsi(signer)}.`,
    notVerified: 'لا يتطابق التوقيع مع هذا الحساب.',
    notChecked: 'تعذّر التحقق من التوقيع: حاول مرة أخرى لاحقًا.',
  },

  token: {
    title: 'إضافة رمز مميز',
    intro: 'أضف رمزًا مميزًا من نوع ERC-20 إلى القائمة التي تعرضها محفظتك.',
    address: 'عنوان الرمز المميز',
    addressHint: (digits) =>
      plural('ar', digits, {
        zero: '0x متبوعة بـ # خانة ست عشرية.',
        one: '0x متبوعة بخانة ست عشرية واحدة.',
        two: '0x متبوعة بخانتين ست عشريتين.',
        few: '0x متبوعة بـ # خانات ست عشرية.',
        many: '0x متبوعة بـ # خانة ست عشرية.',
        other: '0x متبوعة بـ # خانة ست عشرية.',
      }),
    symbol: 'الرمز',
    symbolHint: (max) =>
      plural('ar', max, {
        one: 'حرف واحد، كما ستعرضه المحفظة.',
        two: 'من حرف إلى حرفين، كما ستعرضه المحفظة.',
        few: 'من 1 إلى # أحرف، كما ستعرضه المحفظة.',
        many: 'من 1 إلى # حرفًا، كما ستعرضه المحفظة.',
        other: 'من 1 إلى # حرف، كما ستعرضه المحفظة.',
      }),
    decimals: 'الخانات العشرية',
    decimalsHint: 'عدد صحيح من 0 إلى 36؛ تستخدم معظم الرموز 18.',
    image: 'رابط الصورة',
    imageHint: 'اختياري: عنوان يبدأ بـ https:// أو data:image.',
    submit: 'إضافة إلى المحفظة',
    suggestions: 'رمز معروف:',
    suggestion: (symbol) => `تعبئة ${fsi(symbol)}`,
    confirmIn: (wallet) => `أكّد في ${fsi(wallet)}.`,
    added: (symbol) => `تمت إضافة ${fsi(symbol)} إلى محفظتك.`,
    declined: (symbol) => `لم تُضِف محفظتك ${fsi(symbol)}.`,
    unsupported: 'لا تدعم محفظتك إضافة الرموز المميزة.',
    invalid: {
      address: (digits) =>
        plural('ar', digits, {
          one: 'أدخل عنوان الرمز المميز: 0x متبوعة بخانة ست عشرية واحدة.',
          two: 'أدخل عنوان الرمز المميز: 0x متبوعة بخانتين ست عشريتين.',
          few: 'أدخل عنوان الرمز المميز: 0x متبوعة بـ # خانات ست عشرية.',
          other: 'أدخل عنوان الرمز المميز: 0x متبوعة بـ # خانة ست عشرية.',
        }),
      checksum:
        'الأحرف الكبيرة في هذا العنوان لا تطابق مجموعه الاختباري: تحقّق من عدم وجود خطأ في الكتابة.',
      symbol: (max) =>
        plural('ar', max, {
          one: 'أدخل رمزًا من حرف واحد.',
          two: 'أدخل رمزًا من حرف إلى حرفين.',
          few: 'أدخل رمزًا من 1 إلى # أحرف.',
          many: 'أدخل رمزًا من 1 إلى # حرفًا.',
          other: 'أدخل رمزًا من 1 إلى # حرف.',
        }),
      decimals: 'أدخل عددًا صحيحًا من 0 إلى 36.',
      image: 'استخدم عنوانًا يبدأ بـ https:// أو data:image/.',
    },
  },

  errors: {
    userRejected: 'رفضتَ الطلب في محفظتك.',
    unauthorized: 'لم تأذن محفظتك بهذا الطلب. اربطها مجددًا.',
    unsupportedMethod: 'لا تدعم محفظتك هذا الطلب.',
    disconnected: 'محفظتك غير متصلة. اربطها مجددًا.',
    chainDisconnected: (chain) =>
      chain
        ? `محفظتك غير متصلة بـ ${fsi(chain)}.`
        : 'محفظتك غير متصلة بهذه الشبكة.',
    pairingExpired:
      'انتهت صلاحية رمز QR قبل أن تستجيب المحفظة. اعرض رمزًا جديدًا وامسحه مرة أخرى.',
    requestPending: 'هناك طلب ينتظر في محفظتك بالفعل. افتح محفظتك للمتابعة.',
    internal: 'واجهت محفظتك مشكلة. حاول مرة أخرى.',
    providerNotFound:
      'هذه المحفظة غير مثبّتة في هذا المتصفح. ثبّتها أو اختر محفظة أخرى.',
    connectorNotConfigured:
      'لم تُعَدّ هذه المحفظة على هذا الموقع. اختر محفظة أخرى.',
    connectorRequired: 'اختر محفظة لربطها.',
    messageRequired: 'أدخل رسالة لتوقيعها.',
    addressRequired: 'يلزم عنوان للبحث عن اسمه.',
    chainNotConfigured: (chain) =>
      chain ? `${fsi(chain)} غير مدعومة هنا.` : 'هذه الشبكة غير مدعومة هنا.',
    addChain: (chain) =>
      chain
        ? `تعذّرت إضافة ${fsi(chain)} إلى محفظتك.`
        : 'تعذّرت إضافة الشبكة إلى محفظتك.',
    switchChain: (chain) =>
      chain
        ? `تعذّر تبديل محفظتك إلى ${fsi(chain)}.`
        : 'تعذّر تبديل الشبكة في محفظتك.',
    switchChainNotSupported: (chain) =>
      chain
        ? `بدّل الشبكة في محفظتك إلى ${fsi(chain)}.`
        : 'بدّل الشبكة في محفظتك.',
    networkUnavailable: (chain) =>
      chain
        ? `يتعذّر الوصول إلى ${fsi(chain)} حاليًا.`
        : 'يتعذّر الوصول إلى الشبكة حاليًا.',
    unknown: 'حدث خطأ في محفظتك. حاول مرة أخرى.',
    notFromAccount: 'ردّت محفظتك بمعاملة لم يرسلها حسابك، فلم تُدرَج في القائمة.',
    setup: 'لم تُعَدّ هذه الصفحة بشكل صحيح. أعد تحميل الصفحة.',
  },
}
