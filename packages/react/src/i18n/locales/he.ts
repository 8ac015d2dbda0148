import type { Messages } from '../en.ts'
import { plural } from '../plural.ts'
import { fsi } from './fsi.ts'

/** Latch's texts in Hebrew (right to left: every value isolated, `fsi`). */
export const he: Messages = {
  lang: 'he',
  dir: 'rtl',

  dialog: {
    close: 'סגירה',
  },

  copy: {
    failed: 'ההעתקה נכשלה: יש לסמן את הטקסט ולהעתיק אותו ידנית.',
  },

  wallet: {
    connect: 'חיבור ארנק',
    browserWallet: 'ארנק דפדפן',
    restoring: 'ההתחברות משוחזרת…',
    accountHint: 'פתיחת פרטי החשבון',
    unsupportedNetwork: 'רשת לא נתמכת',
    unknownNetwork: (chainId) => `רשת ${fsi(chainId)}`,
  },

  connect: {
    newToWallets: 'חדשים בארנקים?',
    learnAboutWallets: 'מידע על ארנקים',
    title: 'חיבור ארנק',
    intro: (app) => `בחרו את הארנק שבו תרצו להשתמש ב־${fsi(app)}.`,
    recent: 'אחרון',
    installed: 'מותקן בדפדפן הזה',
    detected: 'נמצא בדפדפן הזה',
    appOrExtension: (wallet) => `אפליקציה או תוסף של ${fsi(wallet)}`,
    popup: (wallet) => `פותח חלון של ${fsi(wallet)}`,
    legacy: (wallet) => `החיבור הישן של ${fsi(wallet)}`,
    scanWith: (wallet) => `סריקה עם ${fsi(wallet)} בטלפון`,
    appOnDevice: (wallet) => `שימוש באפליקציה ${fsi(wallet)} במכשיר הזה`,
    getNamed: (wallet) => `להורדת ${fsi(wallet)}`,
    groups: {
      installed: 'מותקנים',
      popular: 'פופולריים',
      more: 'ארנקים נוספים',
    },
    walletConnect: 'סריקה עם ארנק בטלפון',
    walletConnectTouch: 'פתיחת אפליקציית ארנק במכשיר הזה',
    notInstalled: 'לא מותקן',
    notInstalledHelp:
      'ארנק דפדפן הוא תוסף ששומר את המפתחות שלכם ומבקש את אישורכם לפני שאתר יכול להשתמש בהם. התקינו ארנק ואז טענו מחדש את הדף, או בחרו אפשרות אחרת.',
    getWallet: 'מציאת ארנק (נפתח בכרטיסייה חדשה)',
    getWalletUrl: 'https://ethereum.org/he/wallets/find-wallet/',
    notConfigured: 'עדיין לא הוגדר באתר הזה',
    confirmIn: (wallet) => `יש לאשר ב־${fsi(wallet)}`,
    confirmHelp: (wallet, app) =>
      `${fsi(wallet)} מבקש מכם להתחבר אל ${fsi(app)}. אשרו את הבקשה שם.`,
    opening: (wallet) => `${fsi(wallet)} נפתח…`,
    cancel: 'ביטול',
    tryAgain: 'ניסיון נוסף',
    back: 'בחירת ארנק אחר',
    connected: (wallet) => `התחברתם עם ${fsi(wallet)}.`,
    cancelled: 'החיבור בוטל.',
    rdnsShared: (rdns) => `יותר מארנק אחד טוען ל־${fsi(rdns)}`,
  },

  walletConnect: {
    qrLabel: 'קוד QR של WalletConnect',
    scan: 'סרקו את הקוד עם אפליקציית ארנק בטלפון.',
    preparing: 'קוד ה־QR בהכנה…',
    copyLink: 'העתקת הקישור',
    linkCopied: 'הקישור הועתק.',
  },

  phone: {
    openNamed: (wallet) => `פתיחת ${fsi(wallet)}`,
    preparing: 'הקישור בהכנה…',
    waitingHelp: (wallet) => `יש לאשר ב־${fsi(wallet)} ולחזור לדף הזה.`,
    notOpened: (wallet) => `${fsi(wallet)} לא נפתח. האם הוא מותקן בטלפון הזה?`,
    rejectedIn: (wallet) => `נדחה ב־${fsi(wallet)}.`,
    startOver: 'להתחיל מחדש',
    inApp:
      'ייתכן שהדפדפן של האפליקציה הזו לא יפתח אפליקציות ארנק. כדי להתחבר, יש לפתוח את הדף בדפדפן של הטלפון.',
    openInBrowser: 'פתיחה בדפדפן',
    openDesktopApp: 'פתיחת אפליקציית המחשב',
  },

  account: {
    title: 'חשבון',
    address: 'כתובת',
    network: 'רשת',
    balance: 'יתרה',
    wallet: 'ארנק',
    loading: 'בטעינה…',
    unavailable: 'לא זמין',
    tokens: 'יתרות אסימונים',
    retrying: 'ננסה שוב עד שתתקבל תשובה.',
    copyAddress: 'העתקת הכתובת',
    addressCopied: 'הכתובת הועתקה.',
    viewOnExplorer: 'צפייה בסייר',
    explorerHint: (explorer) => `${fsi(explorer)}, נפתח בכרטיסייה חדשה`,
    disconnect: 'ניתוק',
    disconnecting: 'מתנתק…',
  },

  network: {
    switchTitle: 'החלפת רשת',
    label: 'רשת',
    current: 'מחובר',
    switching: (chain) => `עוברים אל ${fsi(chain)}…`,
    adding: (chain) => `מוסיפים את ${fsi(chain)} לארנק…`,
    confirmIn: (wallet) => `יש לאשר ב־${fsi(wallet)}.`,
    switched: (chain) => `עברתם אל ${fsi(chain)}.`,
    switchInWallet: (chain) => `החליפו בארנק את הרשת אל ${fsi(chain)}.`,
  },

  unsupported: {
    title: 'רשת לא נתמכת',
    body: (chainId, app) =>
      `הארנק שלכם נמצא ברשת ש־${fsi(app)} לא תומך בה (רשת ${fsi(chainId)}).`,
    switchTo: (chain) => `מעבר אל ${fsi(chain)}`,
  },

  sign: {
    title: 'חתימה על הודעה',
    intro: 'החתימה מוכיחה שהחשבון הזה בשליטתכם. היא בחינם ולא שולחת שום עסקה.',
    message: 'הודעה',
    submit: 'חתימה על ההודעה',
    signature: 'חתימה',
    copySignature: 'העתקת החתימה',
    signatureCopied: 'החתימה הועתקה.',
    confirmIn: (wallet) => `יש לאשר את החתימה ב־${fsi(wallet)}.`,
    verified: (signer) => `החתימה אומתה: היא נוצרה על ידי ${fsi(signer)}.`,
    notVerified: 'החתימה לא מאומתת עבור החשבון הזה.',
    notChecked: 'לא ניתן היה לבדוק את החתימה: נסו שוב מאוחר יותר.',
  },

  token: {
    title: 'הוספת טוקן',
    intro: 'הוסיפו טוקן ERC-20 לרשימה שהארנק מציג.',
    address: 'כתובת הטוקן',
    addressHint: (digits) =>
      plural('he', digits, {
        one: '0x ואחריו תו הקסדצימלי אחד.',
        two: '0x ואחריו שני תווים הקסדצימליים.',
        other: '0x ואחריו # תווים הקסדצימליים.',
      }),
    symbol: 'סמל',
    symbolHint: (max) =>
      plural('he', max, {
        one: 'תו אחד, כפי שהארנק יציג אותו.',
        other: 'בין 1 ל־# תווים, כפי שהארנק יציג אותו.',
      }),
    decimals: 'ספרות עשרוניות',
    decimalsHint: 'מספר שלם בין 0 ל־36; רוב הטוקנים משתמשים ב־18.',
    image: 'כתובת התמונה',
    imageHint: 'לא חובה: כתובת https:// או data:image.',
    submit: 'הוספה לארנק',
    suggestions: 'טוקן מוכר:',
    suggestion: (symbol) => `מילוי ${fsi(symbol)}`,
    confirmIn: (wallet) => `יש לאשר ב־${fsi(wallet)}.`,
    added: (symbol) => `${fsi(symbol)} נוסף לארנק שלכם.`,
    declined: (symbol) => `הארנק שלכם לא הוסיף את ${fsi(symbol)}.`,
    unsupported: 'הארנק שלכם לא תומך בהוספת טוקנים.',
    invalid: {
      address: (digits) =>
        plural('he', digits, {
          one: 'הזינו כתובת טוקן: 0x ואחריו תו הקסדצימלי אחד.',
          two: 'הזינו כתובת טוקן: 0x ואחריו שני תווים הקסדצימליים.',
          other: 'הזינו כתובת טוקן: 0x ואחריו # תווים הקסדצימליים.',
        }),
      checksum:
        'האותיות הגדולות בכתובת לא תואמות לסיכום הביקורת שלה: בדקו אם יש שגיאת הקלדה.',
      symbol: (max) =>
        plural('he', max, {
          one: 'הזינו סמל של תו אחד.',
          other: 'הזינו סמל של 1 עד # תווים.',
        }),
      decimals: 'הזינו מספר שלם בין 0 ל־36.',
      image: 'השתמשו בכתובת שמתחילה ב־https:// או ב־data:image/.',
    },
  },

  errors: {
    userRejected: 'דחיתם את הבקשה בארנק.',
    unauthorized: 'הארנק לא אישר את הבקשה הזו. חברו אותו מחדש.',
    unsupportedMethod: 'הארנק שלכם לא תומך בבקשה הזו.',
    disconnected: 'הארנק שלכם מנותק. חברו אותו מחדש.',
    chainDisconnected: (chain) =>
      chain
        ? `הארנק שלכם לא מחובר אל ${fsi(chain)}.`
        : 'הארנק שלכם לא מחובר לרשת הזו.',
    pairingExpired:
      'תוקף קוד ה-QR פג לפני שארנק ענה. הציגו קוד חדש וסרקו אותו שוב.',
    requestPending: 'בקשה כבר ממתינה בארנק. פתחו את הארנק כדי להמשיך.',
    internal: 'אירעה בעיה בארנק. נסו שוב.',
    providerNotFound:
      'הארנק הזה לא מותקן בדפדפן. התקינו אותו או בחרו ארנק אחר.',
    connectorNotConfigured: 'הארנק הזה לא הוגדר באתר. בחרו ארנק אחר.',
    connectorRequired: 'בחרו ארנק לחיבור.',
    messageRequired: 'הזינו הודעה לחתימה.',
    addressRequired: 'נדרשת כתובת כדי לחפש את השם שלה.',
    chainNotConfigured: (chain) =>
      chain ? `${fsi(chain)} לא נתמכת כאן.` : 'הרשת הזו לא נתמכת כאן.',
    addChain: (chain) =>
      chain
        ? `לא ניתן היה להוסיף את ${fsi(chain)} לארנק.`
        : 'לא ניתן היה להוסיף את הרשת לארנק.',
    switchChain: (chain) =>
      chain
        ? `לא ניתן היה להעביר את הארנק אל ${fsi(chain)}.`
        : 'לא ניתן היה להחליף את הרשת בארנק.',
    switchChainNotSupported: (chain) =>
      chain
        ? `החליפו בארנק את הרשת אל ${fsi(chain)}.`
        : 'החליפו את הרשת בארנק.',
    networkUnavailable: (chain) =>
      chain ? `אין כרגע גישה אל ${fsi(chain)}.` : 'אין כרגע גישה לרשת.',
    unknown: 'משהו השתבש בארנק. נסו שוב.',
    notFromAccount:
      'הארנק השיב עם עסקה שהחשבון שלכם לא שלח. היא לא נוספה לרשימה.',
    setup: 'הדף הזה לא הוגדר כראוי. טענו את הדף מחדש.',
  },
}
