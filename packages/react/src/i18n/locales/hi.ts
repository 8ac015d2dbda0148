import type { Messages } from '../en.ts'
import { isolate } from '../isolate.ts'
import { plural } from '../plural.ts'

/** Latch's texts in Hindi. */
export const hi: Messages = {
  lang: 'hi',
  dir: 'ltr',

  dialog: {
    close: 'बंद करें',
  },

  copy: {
    failed: 'कॉपी नहीं हो सका: टेक्स्ट चुनकर खुद कॉपी करें।',
  },

  wallet: {
    connect: 'वॉलेट कनेक्ट करें',
    browserWallet: 'ब्राउज़र वॉलेट',
    restoring: 'आपका सेशन बहाल किया जा रहा है…',
    accountHint: 'खाते का विवरण खोलें',
    unsupportedNetwork: 'असमर्थित नेटवर्क',
    unknownNetwork: (chainId) => `चेन ${chainId}`,
  },

  connect: {
    newToWallets: 'वॉलेट के लिए नए हैं?',
    learnAboutWallets: 'वॉलेट के बारे में जानें',
    title: 'वॉलेट कनेक्ट करें',
    intro: (app) => `वह वॉलेट चुनें जिसे आप ${app} के साथ इस्तेमाल करना चाहते हैं।`,
    recent: 'हाल में',
    installed: 'इस ब्राउज़र में इंस्टॉल है',
    detected: 'इस ब्राउज़र में मिला',
    appOrExtension: (wallet) => `${isolate(wallet)} ऐप या एक्सटेंशन`,
    popup: (wallet) => `${isolate(wallet)} विंडो खोलता है`,
    legacy: (wallet) => `पुराना ${isolate(wallet)} कनेक्शन`,
    scanWith: (wallet) => `अपने फ़ोन पर ${isolate(wallet)} से स्कैन करें`,
    appOnDevice: (wallet) => `इस डिवाइस पर ${isolate(wallet)} ऐप इस्तेमाल करें`,
    getNamed: (wallet) => `${isolate(wallet)} पाएँ`,
    groups: {
      installed: 'इंस्टॉल किए गए',
      popular: 'लोकप्रिय',
      more: 'और वॉलेट',
    },
    walletConnect: 'अपने फ़ोन के वॉलेट से स्कैन करें',
    walletConnectTouch: 'इस डिवाइस पर वॉलेट ऐप खोलें',
    notInstalled: 'इंस्टॉल नहीं है',
    notInstalledHelp:
      'ब्राउज़र वॉलेट एक एक्सटेंशन है जो आपकी कुंजियाँ सुरक्षित रखता है और किसी साइट के उनका इस्तेमाल करने से पहले आपसे पूछता है। कोई वॉलेट इंस्टॉल करें और यह पेज फिर से लोड करें, या कोई दूसरा विकल्प चुनें।',
    getWallet: 'वॉलेट खोजें (नए टैब में खुलता है)',
    getWalletUrl: 'https://ethereum.org/hi/wallets/find-wallet/',
    notConfigured: 'इस साइट पर अभी सेट अप नहीं है',
    confirmIn: (wallet) => `${isolate(wallet)} में पुष्टि करें`,
    confirmHelp: (wallet, app) =>
      `${isolate(wallet)} आपसे ${app} से कनेक्ट करने के लिए कह रहा है। वहाँ अनुरोध स्वीकार करें।`,
    opening: (wallet) => `${isolate(wallet)} खोला जा रहा है…`,
    cancel: 'रद्द करें',
    tryAgain: 'फिर से कोशिश करें',
    back: 'कोई दूसरा वॉलेट चुनें',
    connected: (wallet) => `${isolate(wallet)} से कनेक्ट हो गया।`,
    cancelled: 'कनेक्शन रद्द किया गया।',
    rdnsShared: (rdns) => `एक से अधिक वॉलेट ${isolate(rdns)} होने का दावा करते हैं`,
  },

  walletConnect: {
    qrLabel: 'WalletConnect QR कोड',
    scan: 'अपने फ़ोन के वॉलेट ऐप से यह कोड स्कैन करें।',
    preparing: 'QR कोड तैयार हो रहा है…',
    copyLink: 'लिंक कॉपी करें',
    linkCopied: 'लिंक कॉपी हो गया।',
  },

  phone: {
    openNamed: (wallet) => `${isolate(wallet)} खोलें`,
    preparing: 'लिंक तैयार हो रहा है…',
    waitingHelp: (wallet) =>
      `${isolate(wallet)} में मंज़ूरी दें, फिर इस पेज पर वापस आएँ।`,
    notOpened: (wallet) =>
      `${isolate(wallet)} नहीं खुला। क्या यह इस फ़ोन पर इंस्टॉल है?`,
    rejectedIn: (wallet) => `${isolate(wallet)} में अस्वीकार किया गया।`,
    startOver: 'फिर से शुरू करें',
    inApp:
      'हो सकता है इस ऐप का ब्राउज़र वॉलेट ऐप न खोल पाए। कनेक्ट करने के लिए यह पेज अपने फ़ोन के ब्राउज़र में खोलें।',
    openInBrowser: 'अपने ब्राउज़र में खोलें',
    openDesktopApp: 'डेस्कटॉप ऐप खोलें',
  },

  account: {
    title: 'खाता',
    address: 'पता',
    network: 'नेटवर्क',
    balance: 'बैलेंस',
    wallet: 'वॉलेट',
    loading: 'लोड हो रहा है…',
    unavailable: 'उपलब्ध नहीं',
    tokens: 'टोकन बैलेंस',
    retrying: 'जवाब मिलने तक फिर से कोशिश की जाएगी।',
    copyAddress: 'पता कॉपी करें',
    addressCopied: 'पता कॉपी हो गया।',
    viewOnExplorer: 'एक्सप्लोरर पर देखें',
    explorerHint: (explorer) => `${explorer}, नए टैब में खुलता है`,
    disconnect: 'डिस्कनेक्ट करें',
    disconnecting: 'डिस्कनेक्ट हो रहा है…',
  },

  network: {
    switchTitle: 'नेटवर्क बदलें',
    label: 'नेटवर्क',
    current: 'कनेक्टेड',
    switching: (chain) => `${chain} पर स्विच किया जा रहा है…`,
    adding: (chain) => `${chain} को आपके वॉलेट में जोड़ा जा रहा है…`,
    confirmIn: (wallet) => `${isolate(wallet)} में पुष्टि करें।`,
    switched: (chain) => `${chain} पर स्विच हो गया।`,
    switchInWallet: (chain) => `अपने वॉलेट में नेटवर्क बदलकर ${chain} करें।`,
  },

  unsupported: {
    title: 'असमर्थित नेटवर्क',
    body: (chainId, app) =>
      `आपका वॉलेट ऐसे नेटवर्क पर है जिसे ${app} सपोर्ट नहीं करता (चेन ${chainId})।`,
    switchTo: (chain) => `${chain} पर स्विच करें`,
  },

  sign: {
    title: 'मैसेज पर हस्ताक्षर करें',
    intro:
      'हस्ताक्षर से साबित होता है कि यह खाता आपके नियंत्रण में है। यह मुफ़्त है और इससे कोई ट्रांज़ैक्शन नहीं भेजा जाता।',
    message: 'मैसेज',
    submit: 'हस्ताक्षर करें',
    signature: 'हस्ताक्षर',
    copySignature: 'हस्ताक्षर कॉपी करें',
    signatureCopied: 'हस्ताक्षर कॉपी हो गया।',
    confirmIn: (wallet) => `${isolate(wallet)} में हस्ताक्षर की पुष्टि करें।`,
    verified: (signer) => `हस्ताक्षर सत्यापित है: इसे ${isolate(signer)} ने बनाया है।`,
    notVerified: 'यह हस्ताक्षर इस खाते के लिए सत्यापित नहीं होता।',
    notChecked: 'हस्ताक्षर की जाँच नहीं हो सकी: बाद में फिर से कोशिश करें।',
  },

  token: {
    title: 'टोकन जोड़ें',
    intro: 'अपने वॉलेट की सूची में कोई ERC-20 टोकन जोड़ें।',
    address: 'टोकन का पता',
    addressHint: (digits) =>
      plural('hi', digits, {
        one: '0x के बाद # हेक्साडेसिमल वर्ण।',
        other: '0x के बाद # हेक्साडेसिमल वर्ण।',
      }),
    symbol: 'सिंबल',
    symbolHint: (max) =>
      plural('hi', max, {
        one: '1 वर्ण, जैसा वॉलेट दिखाएगा।',
        other: '1 से # वर्ण, जैसा वॉलेट दिखाएगा।',
      }),
    decimals: 'दशमलव स्थान',
    decimalsHint: '0 से 36 तक की पूर्ण संख्या; ज़्यादातर टोकन 18 इस्तेमाल करते हैं।',
    image: 'इमेज URL',
    imageHint: 'वैकल्पिक: https:// या data:image पता।',
    submit: 'वॉलेट में जोड़ें',
    suggestions: 'जाना-पहचाना टोकन:',
    suggestion: (symbol) => `${isolate(symbol)} भरें`,
    confirmIn: (wallet) => `${isolate(wallet)} में पुष्टि करें।`,
    added: (symbol) => `${isolate(symbol)} आपके वॉलेट में जोड़ दिया गया।`,
    declined: (symbol) => `आपके वॉलेट ने ${isolate(symbol)} नहीं जोड़ा।`,
    unsupported: 'आपका वॉलेट टोकन जोड़ने की सुविधा नहीं देता।',
    invalid: {
      address: (digits) =>
        plural('hi', digits, {
          other: 'टोकन का पता डालें: 0x के बाद # हेक्साडेसिमल वर्ण।',
        }),
      checksum:
        'इस पते के बड़े अक्षर उसके चेकसम से मेल नहीं खाते: कहीं टाइपिंग की गलती तो नहीं, जाँच लें।',
      symbol: (max) =>
        plural('hi', max, {
          one: '1 वर्ण का सिंबल डालें।',
          other: '1 से # वर्णों का सिंबल डालें।',
        }),
      decimals: '0 से 36 तक की पूर्ण संख्या डालें।',
      image: 'ऐसा पता इस्तेमाल करें जो https:// या data:image/ से शुरू हो।',
    },
  },

  errors: {
    userRejected: 'आपने अपने वॉलेट में अनुरोध अस्वीकार कर दिया।',
    unauthorized: 'आपके वॉलेट ने इस अनुरोध की अनुमति नहीं दी है। उसे फिर से कनेक्ट करें।',
    unsupportedMethod: 'आपका वॉलेट इस अनुरोध को सपोर्ट नहीं करता।',
    disconnected: 'आपका वॉलेट डिस्कनेक्ट है। उसे फिर से कनेक्ट करें।',
    chainDisconnected: (chain) =>
      chain
        ? `आपका वॉलेट ${chain} से कनेक्ट नहीं है।`
        : 'आपका वॉलेट इस नेटवर्क से कनेक्ट नहीं है।',
    pairingExpired:
      'किसी वॉलेट के जवाब देने से पहले QR कोड की अवधि समाप्त हो गई। नया कोड दिखाएँ और फिर से स्कैन करें।',
    requestPending:
      'आपके वॉलेट में एक अनुरोध पहले से इंतज़ार कर रहा है। जारी रखने के लिए वॉलेट खोलें।',
    internal: 'आपके वॉलेट में कोई समस्या आई। फिर से कोशिश करें।',
    providerNotFound:
      'यह वॉलेट इस ब्राउज़र में इंस्टॉल नहीं है। इसे इंस्टॉल करें या कोई दूसरा वॉलेट चुनें।',
    connectorNotConfigured:
      'यह वॉलेट इस साइट पर सेट अप नहीं किया गया है। कोई दूसरा वॉलेट चुनें।',
    connectorRequired: 'कनेक्ट करने के लिए वॉलेट चुनें।',
    messageRequired: 'हस्ताक्षर के लिए मैसेज डालें।',
    addressRequired: 'नाम खोजने के लिए पता ज़रूरी है।',
    chainNotConfigured: (chain) =>
      chain ? `${chain} यहाँ सपोर्टेड नहीं है।` : 'यह नेटवर्क यहाँ सपोर्टेड नहीं है।',
    addChain: (chain) =>
      chain
        ? `${chain} को आपके वॉलेट में नहीं जोड़ा जा सका।`
        : 'नेटवर्क को आपके वॉलेट में नहीं जोड़ा जा सका।',
    switchChain: (chain) =>
      chain
        ? `आपके वॉलेट को ${chain} पर स्विच नहीं किया जा सका।`
        : 'आपके वॉलेट का नेटवर्क नहीं बदला जा सका।',
    switchChainNotSupported: (chain) =>
      chain ? `अपने वॉलेट में नेटवर्क बदलकर ${chain} करें।` : 'अपने वॉलेट में नेटवर्क बदलें।',
    networkUnavailable: (chain) =>
      chain
        ? `${chain} से अभी संपर्क नहीं हो पा रहा है।`
        : 'नेटवर्क से अभी संपर्क नहीं हो पा रहा है।',
    unknown: 'आपके वॉलेट में कुछ गड़बड़ हुई। फिर से कोशिश करें।',
    notFromAccount:
      'आपके वॉलेट ने ऐसा लेन-देन लौटाया जो आपके खाते ने नहीं भेजा। इसे सूची में नहीं जोड़ा गया।',
    setup: 'यह पेज ठीक से सेट अप नहीं है। पेज फिर से लोड करें।',
  },
}
