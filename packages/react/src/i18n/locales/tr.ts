import type { Messages } from '../en.ts'
import { isolate } from '../isolate.ts'
import { plural } from '../plural.ts'

/** Latch's texts in Turkish. */
export const tr: Messages = {
  lang: 'tr',
  dir: 'ltr',

  dialog: {
    close: 'Kapat',
  },

  copy: {
    failed: 'Kopyalanamadı: metni seçip kendiniz kopyalayın.',
  },

  wallet: {
    connect: 'Cüzdanı bağla',
    browserWallet: 'Tarayıcı cüzdanı',
    restoring: 'Oturumunuz geri yükleniyor…',
    accountHint: 'Hesap ayrıntılarını aç',
    unsupportedNetwork: 'Desteklenmeyen ağ',
    unknownNetwork: (chainId) => `Zincir ${chainId}`,
  },

  connect: {
    newToWallets: 'Cüzdanlarda yeni misiniz?',
    learnAboutWallets: 'Cüzdanlar hakkında bilgi edinin',
    title: 'Cüzdan bağla',
    intro: (app) => `${app} ile kullanmak istediğiniz cüzdanı seçin.`,
    recent: 'Son kullanılan',
    installed: 'Bu tarayıcıda yüklü',
    detected: 'Bu tarayıcıda bulundu',
    appOrExtension: (wallet) => `${isolate(wallet)} uygulaması veya uzantısı`,
    popup: (wallet) => `${isolate(wallet)} penceresini açar`,
    legacy: (wallet) => `Eski ${isolate(wallet)} bağlantısı`,
    scanWith: (wallet) => `Telefonunuzdaki ${isolate(wallet)} ile tarayın`,
    appOnDevice: (wallet) =>
      `Bu cihazda ${isolate(wallet)} uygulamasını kullanın`,
    getNamed: (wallet) => `${isolate(wallet)} edinin`,
    groups: {
      installed: 'Yüklü',
      popular: 'Popüler',
      more: 'Diğer cüzdanlar',
    },
    walletConnect: 'Telefonunuzdaki bir cüzdanla tarayın',
    walletConnectTouch: 'Bu cihazda bir cüzdan uygulaması açın',
    notInstalled: 'Yüklü değil',
    notInstalledHelp:
      'Tarayıcı cüzdanı, anahtarlarınızı saklayan ve bir site bunları kullanmadan önce size soran bir uzantıdır. Bir tane yükleyip bu sayfayı yeniden yükleyin ya da başka bir seçenek belirleyin.',
    getWallet: 'Cüzdan bul (yeni sekmede açılır)',
    getWalletUrl: 'https://ethereum.org/tr/wallets/find-wallet/',
    notConfigured: 'Bu sitede henüz ayarlanmadı',
    confirmIn: (wallet) => `${isolate(wallet)} üzerinden onaylayın`,
    confirmHelp: (wallet, app) =>
      `${isolate(wallet)}, ${app} ile bağlantı kurmanızı istiyor. İsteği orada onaylayın.`,
    opening: (wallet) => `${isolate(wallet)} açılıyor…`,
    cancel: 'İptal',
    tryAgain: 'Tekrar dene',
    back: 'Başka bir cüzdan seç',
    connected: (wallet) => `${isolate(wallet)} ile bağlanıldı.`,
    cancelled: 'Bağlantı iptal edildi.',
    rdnsShared: (rdns) =>
      `Birden fazla cüzdan ${isolate(rdns)} olduğunu iddia ediyor`,
  },

  walletConnect: {
    qrLabel: 'WalletConnect QR kodu',
    scan: 'Bu kodu telefonunuzdaki bir cüzdan uygulamasıyla tarayın.',
    preparing: 'QR kodu hazırlanıyor…',
    copyLink: 'Bağlantıyı kopyala',
    linkCopied: 'Bağlantı kopyalandı.',
  },

  phone: {
    openNamed: (wallet) => `${isolate(wallet)} uygulamasını aç`,
    preparing: 'Bağlantı hazırlanıyor…',
    waitingHelp: (wallet) =>
      `${isolate(wallet)} içinde onaylayın, ardından bu sayfaya dönün.`,
    notOpened: (wallet) =>
      `${isolate(wallet)} açılmadı. Bu telefonda yüklü mü?`,
    rejectedIn: (wallet) => `${isolate(wallet)} içinde reddedildi.`,
    startOver: 'Baştan başla',
    inApp:
      'Bu uygulamanın tarayıcısı cüzdan uygulamalarını açamayabilir. Bağlanmak için bu sayfayı telefonunuzun tarayıcısında açın.',
    openInBrowser: 'Tarayıcınızda açın',
    openDesktopApp: 'Masaüstü uygulamasını aç',
  },

  account: {
    title: 'Hesap',
    address: 'Adres',
    network: 'Ağ',
    balance: 'Bakiye',
    wallet: 'Cüzdan',
    loading: 'Yükleniyor…',
    unavailable: 'Alınamıyor',
    tokens: 'Token bakiyeleri',
    retrying: 'Yanıt gelene kadar yeniden denenecek.',
    copyAddress: 'Adresi kopyala',
    addressCopied: 'Adres kopyalandı.',
    viewOnExplorer: 'Gezginde görüntüle',
    explorerHint: (explorer) => `${explorer}, yeni sekmede açılır`,
    disconnect: 'Bağlantıyı kes',
    disconnecting: 'Bağlantı kesiliyor…',
  },

  network: {
    switchTitle: 'Ağı değiştir',
    label: 'Ağ',
    current: 'Bağlı',
    switching: (chain) => `${chain} ağına geçiliyor…`,
    adding: (chain) => `${chain} cüzdanınıza ekleniyor…`,
    confirmIn: (wallet) => `${isolate(wallet)} üzerinden onaylayın.`,
    switched: (chain) => `${chain} ağına geçildi.`,
    switchInWallet: (chain) => `Cüzdanınızda ağı ${chain} olarak değiştirin.`,
  },

  unsupported: {
    title: 'Desteklenmeyen ağ',
    body: (chainId, app) =>
      `Cüzdanınız, ${app} tarafından desteklenmeyen bir ağda (zincir ${chainId}).`,
    switchTo: (chain) => `${chain} ağına geç`,
  },

  sign: {
    title: 'Mesaj imzala',
    intro:
      'İmza, bu hesabı kontrol ettiğinizi kanıtlar. Ücretsizdir ve hiçbir işlem göndermez.',
    message: 'Mesaj',
    submit: 'Mesajı imzala',
    signature: 'İmza',
    copySignature: 'İmzayı kopyala',
    signatureCopied: 'İmza kopyalandı.',
    confirmIn: (wallet) => `İmzayı ${isolate(wallet)} üzerinden onaylayın.`,
    verified: (signer) =>
      `İmza doğrulandı: ${isolate(signer)} tarafından atıldı.`,
    notVerified: 'İmza bu hesap için doğrulanamıyor.',
    notChecked: 'İmza kontrol edilemedi: daha sonra tekrar deneyin.',
  },

  token: {
    title: 'Token ekle',
    intro: 'Cüzdanınızın gösterdiği listeye bir ERC-20 token ekleyin.',
    address: 'Token adresi',
    addressHint: (digits) =>
      plural('tr', digits, {
        other: '0x ve ardından # onaltılık karakter.',
      }),
    symbol: 'Sembol',
    symbolHint: (max) =>
      plural('tr', max, {
        one: '1 karakter; cüzdan bu şekilde gösterir.',
        other: '1 ila # karakter; cüzdan bu şekilde gösterir.',
      }),
    decimals: 'Ondalık basamak',
    decimalsHint: '0 ile 36 arasında bir tam sayı; çoğu token 18 kullanır.',
    image: 'Görsel URL’si',
    imageHint: 'İsteğe bağlı: https:// veya data:image adresi.',
    submit: 'Cüzdana ekle',
    suggestions: 'Bilinen token:',
    suggestion: (symbol) => `${isolate(symbol)} ile doldur`,
    confirmIn: (wallet) => `${isolate(wallet)} üzerinden onaylayın.`,
    added: (symbol) => `${isolate(symbol)} cüzdanınıza eklendi.`,
    declined: (symbol) => `Cüzdanınız ${isolate(symbol)} tokenini eklemedi.`,
    unsupported: 'Cüzdanınız token eklemeyi desteklemiyor.',
    invalid: {
      address: (digits) =>
        plural('tr', digits, {
          other: 'Bir token adresi girin: 0x ve ardından # onaltılık karakter.',
        }),
      checksum:
        'Bu adresteki büyük harfler sağlama toplamıyla eşleşmiyor: yazım hatası olup olmadığını kontrol edin.',
      symbol: (max) =>
        plural('tr', max, {
          one: '1 karakterlik bir sembol girin.',
          other: '1 ila # karakterlik bir sembol girin.',
        }),
      decimals: '0 ile 36 arasında bir tam sayı girin.',
      image: 'https:// veya data:image/ ile başlayan bir adres kullanın.',
    },
  },

  errors: {
    userRejected: 'İsteği cüzdanınızda reddettiniz.',
    unauthorized:
      'Cüzdanınız bu isteğe izin vermedi. Cüzdanınızı yeniden bağlayın.',
    unsupportedMethod: 'Cüzdanınız bu isteği desteklemiyor.',
    disconnected: 'Cüzdanınızın bağlantısı kesildi. Yeniden bağlayın.',
    chainDisconnected: (chain) =>
      chain
        ? `Cüzdanınız ${chain} ağına bağlı değil.`
        : 'Cüzdanınız bu ağa bağlı değil.',
    pairingExpired:
      'QR kodunun süresi bir cüzdan yanıt vermeden doldu. Yeni bir kod gösterin ve tekrar tarayın.',
    requestPending:
      'Cüzdanınızda bekleyen bir istek var. Devam etmek için cüzdanınızı açın.',
    internal: 'Cüzdanınızda bir sorun oluştu. Tekrar deneyin.',
    providerNotFound:
      'Bu cüzdan bu tarayıcıda yüklü değil. Yükleyin veya başka bir cüzdan seçin.',
    connectorNotConfigured:
      'Bu cüzdan bu sitede ayarlanmamış. Başka bir cüzdan seçin.',
    connectorRequired: 'Bağlanacak bir cüzdan seçin.',
    messageRequired: 'İmzalanacak bir mesaj girin.',
    addressRequired: 'Adın aranabilmesi için bir adres gerekir.',
    chainNotConfigured: (chain) =>
      chain
        ? `${chain} burada desteklenmiyor.`
        : 'Bu ağ burada desteklenmiyor.',
    addChain: (chain) =>
      chain ? `${chain} cüzdanınıza eklenemedi.` : 'Ağ cüzdanınıza eklenemedi.',
    switchChain: (chain) =>
      chain
        ? `Cüzdanınız ${chain} ağına geçirilemedi.`
        : 'Cüzdanınızın ağı değiştirilemedi.',
    switchChainNotSupported: (chain) =>
      chain
        ? `Cüzdanınızda ağı ${chain} olarak değiştirin.`
        : 'Cüzdanınızda ağı değiştirin.',
    networkUnavailable: (chain) =>
      chain
        ? `${chain} ağına şu anda ulaşılamıyor.`
        : 'Ağa şu anda ulaşılamıyor.',
    unknown: 'Cüzdanınızla ilgili bir sorun oluştu. Tekrar deneyin.',
    notFromAccount:
      'Cüzdanınız, hesabınızın göndermediği bir işlemle yanıt verdi. Listeye eklenmedi.',
    setup: 'Bu sayfa doğru ayarlanmamış. Sayfayı yeniden yükleyin.',
  },
}
